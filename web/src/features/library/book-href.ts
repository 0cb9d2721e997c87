/** The reader's address for a book (spec section 2). */
export const readBookHref = (bookId: string) => `/read_book/${encodeURIComponent(bookId)}`;
