import type { ComponentType } from "react";

export type { SliderPreviewProps } from "./panels/SliderPreview";

import { lazyWithRetry } from "../../lib/lazy-with-retry";

/**
 * The reader's parts that few readers ever see, each its own chunk, loaded the first time
 * it shows: the panels (contents, search, go to page), the page slider's bubble, the
 * owner's page editor and delete button, the original pages (basic view), a picture
 * zoomed, a locked theme's offer, the reader's error screens. What every reader needs to
 * open a book stays in the reader's chunk, which must not grow.
 */

/** A lazily loaded component that its module exports by name. */
function lazyPart<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  return lazyWithRetry(async () => ({ default: await load() }));
}

export const ContentsPanel = lazyWithRetry(() => import("./panels/ContentsPanel"));
export const SearchPanel = lazyWithRetry(() => import("./panels/SearchPanel"));
export const GoToPageDialog = lazyWithRetry(() => import("./panels/GoToPageDialog"));
export const AnnotationsPanel = lazyWithRetry(() => import("./annotations/AnnotationsPanel"));
export const NoteDialog = lazyPart(
  async () => (await import("./annotations/NoteDialog")).NoteDialog,
);
export const SliderPreview = lazyWithRetry(() => import("./panels/SliderPreview"));
export const PageEditor = lazyPart(async () => (await import("./editing/PageEditor")).PageEditor);
export const PageEditorBar = lazyPart(
  async () => (await import("./editing/PageEditorBar")).PageEditorBar,
);
export const ZoomOverlay = lazyPart(async () => (await import("./flip/ZoomOverlay")).ZoomOverlay);
export const PremiumThemeDialog = lazyPart(
  async () => (await import("./settings/PremiumThemeDialog")).PremiumThemeDialog,
);
export const SnapshotPage = lazyPart(
  async () => (await import("./flip/SnapshotPage")).SnapshotPage,
);
export const DeleteBookButton = lazyPart(
  async () => (await import("../library/DeleteBookButton")).DeleteBookButton,
);
export const ReaderMessage = lazyPart(async () => (await import("./ReaderMessage")).ReaderMessage);
