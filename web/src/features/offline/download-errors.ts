/**
 * Why a download stopped, in words for the reader: apart from download-book.ts, which is
 * loaded only when a download starts, so the shelves can name the failure without it.
 */

/** A book still being made has pages to come: it is saved once it is ready. */
export class BookNotReady extends Error {
  constructor() {
    super("This book is still being made; save it for offline reading once it is ready.");
    this.name = "BookNotReady";
  }
}

/** A file a page names that the server would not give. */
export class FileMissing extends Error {
  constructor(
    readonly url: string,
    readonly status: number,
  ) {
    super("A picture of this book could not be fetched. Please try again.");
    this.name = "FileMissing";
  }
}
