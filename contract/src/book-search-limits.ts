/** The in-book search's messages and sizes (see book-search.ts), kept free of zod for the web. */
export const bookSearchMessages = {
  queryRequired: "Please enter something to search for.",
  queryTooLong: (max: number) => `The search must not be more than ${max} characters.`,
} as const;

export const MAX_SEARCH_QUERY_LENGTH = 200;
/** Results per request when `end` is not given, and the most one request may ask for. */
export const SEARCH_PAGE_SIZE = 20;
export const MAX_SEARCH_RESULTS_PER_REQUEST = 100;
