/**
 * "Go to page": the number typed is the page number as printed (from 1), like the address's
 * `?page=N`. Answers the page index (from 0), or the message telling the reader what to type.
 */
export function parsePageNumber(
  text: string,
  count: number,
): { page: number } | { problem: string } {
  const range = `from 1 to ${count}`;
  const typed = text.trim();
  if (!/^\d{1,9}$/.test(typed)) return { problem: `Enter a page number ${range}.` };
  const number = Number(typed);
  if (number < 1 || number > count) {
    return { problem: `There is no page ${number}: this book has pages ${range}.` };
  }
  return { page: number - 1 };
}
