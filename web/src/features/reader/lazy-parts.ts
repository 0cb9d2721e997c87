import { lazyWithRetry } from "../../lib/lazy-with-retry";

/**
 * The reader's parts that few readers ever see, each its own chunk, loaded the first time
 * it shows: the panels (contents, search, go to page), the owner's page editor, the
 * original pages (basic view), a picture zoomed, a locked theme's offer and the reader's error screens. What every
 * reader needs to open a book stays in the reader's chunk, which must not grow.
 */
export const ContentsPanel = lazyWithRetry(() => import("./ContentsPanel"));
export const SearchPanel = lazyWithRetry(() => import("./SearchPanel"));
export const GoToPageDialog = lazyWithRetry(() => import("./GoToPageDialog"));
export const PageEditor = lazyWithRetry(async () => ({
  default: (await import("./PageEditor")).PageEditor,
}));
export const PageEditorBar = lazyWithRetry(async () => ({
  default: (await import("./PageEditorBar")).PageEditorBar,
}));
export const ZoomOverlay = lazyWithRetry(async () => ({
  default: (await import("./ZoomOverlay")).ZoomOverlay,
}));
export const PremiumThemeDialog = lazyWithRetry(async () => ({
  default: (await import("./PremiumThemeDialog")).PremiumThemeDialog,
}));
export const SnapshotPage = lazyWithRetry(async () => ({
  default: (await import("./SnapshotPage")).SnapshotPage,
}));
export const ReaderMessage = lazyWithRetry(async () => ({
  default: (await import("./ReaderMessage")).ReaderMessage,
}));
// The Reader Settings sheet's controls, in one chunk loaded as the sheet first opens.
const settingsControls = () => import("./settings-controls");
export const AudioControls = lazyWithRetry(async () => ({
  default: (await settingsControls()).AudioControls,
}));
export const BackgroundThemePicker = lazyWithRetry(async () => ({
  default: (await settingsControls()).BackgroundThemePicker,
}));
export const PageThemeSelect = lazyWithRetry(async () => ({
  default: (await settingsControls()).PageThemeSelect,
}));
