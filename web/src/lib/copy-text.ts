/**
 * Puts `text` on the clipboard; false when the browser refuses (no permission, an old
 * browser), and the caller then leaves the text selected for the reader to copy.
 */
export async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}
