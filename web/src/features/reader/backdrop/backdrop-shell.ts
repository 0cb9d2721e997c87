import { READER_BACKDROP_SHELL_ID } from "@bindery/contract";

/**
 * The backdrop that reader.html draws for a visitor of a public book before any script
 * runs (the server styles it with the default background): the reader's own backdrop
 * shows through to it until its first picture is in, then removes it.
 */
function shellElement(): HTMLElement | null {
  return typeof document === "undefined" ? null : document.getElementById(READER_BACKDROP_SHELL_ID);
}

/** True when the page's backdrop shell is drawing a picture (a visitor's public book). */
export function backdropShellShown(): boolean {
  const shell = shellElement();
  return shell !== null && getComputedStyle(shell).backgroundImage !== "none";
}

/** Takes the shell away: the reader's own backdrop covers the screen, or the reader left. */
export function removeBackdropShell(): void {
  shellElement()?.remove();
}
