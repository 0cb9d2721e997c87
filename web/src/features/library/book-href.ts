/** The reader's address for a book. */
export const readBookHref = (bookId: string) => `/read_book/${encodeURIComponent(bookId)}`;
