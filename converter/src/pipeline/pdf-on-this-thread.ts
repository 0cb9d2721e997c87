/**
 * Whether MuPDF has opened a user's PDF on this thread. A converter process takes another
 * conversion only when none has on its converting thread: MuPDF is C compiled to
 * WebAssembly, and a hostile PDF could leave its memory in any state, which must not
 * then read the next user's PDF. Page workers, where MuPDF normally reads a PDF, return
 * their MuPDF to its state before any PDF after each conversion (mupdf-reset.ts); only a
 * conversion on one core reads on the converting thread, which is never reset.
 */
let opened = false;

export function noteUserPdfOpened(): void {
  opened = true;
}

export function userPdfOpenedOnThisThread(): boolean {
  return opened;
}
