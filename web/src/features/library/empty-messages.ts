/** What each shelf says when it holds no books. */
export const NO_PUBLIC_BOOKS = "No public domain books available at the moment.";
export const NOT_STARTED_READING = "You haven't started reading yet...";
