/** The Reader Settings sheet's controls, one chunk for lazy-parts.ts. */
export { AudioControls } from "./AudioControls";
export { BackgroundThemePicker } from "./BackgroundThemePicker";
export { PageThemeSelect } from "./PageThemeSelect";
