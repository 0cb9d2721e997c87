/** The empty-list messages of spec section 8, word for word. */
export const NO_PUBLIC_BOOKS = "No public domain books available at the moment.";
export const NOT_STARTED_READING = "You haven't started reading yet...";
