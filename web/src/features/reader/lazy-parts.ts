import type { ComponentType } from "react";

export type { SliderPreviewProps } from "./SliderPreview";

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

export const ContentsPanel = lazyWithRetry(() => import("./ContentsPanel"));
export const SearchPanel = lazyWithRetry(() => import("./SearchPanel"));
export const GoToPageDialog = lazyWithRetry(() => import("./GoToPageDialog"));
export const SliderPreview = lazyWithRetry(() => import("./SliderPreview"));
export const PageEditor = lazyPart(async () => (await import("./PageEditor")).PageEditor);
export const PageEditorBar = lazyPart(async () => (await import("./PageEditorBar")).PageEditorBar);
export const ZoomOverlay = lazyPart(async () => (await import("./ZoomOverlay")).ZoomOverlay);
export const PremiumThemeDialog = lazyPart(
  async () => (await import("./PremiumThemeDialog")).PremiumThemeDialog,
);
export const SnapshotPage = lazyPart(async () => (await import("./SnapshotPage")).SnapshotPage);
export const DeleteBookButton = lazyPart(
  async () => (await import("../library/DeleteBookButton")).DeleteBookButton,
);
export const ReaderMessage = lazyPart(async () => (await import("./ReaderMessage")).ReaderMessage);
