/**
 * Reports a conversion's progress as a percentage from 1 to 99 (100 is the caller's, once
 * the book is stored), with the units done so far (a PDF's pages read), only when the
 * percentage rises: each report may cost the caller a message between processes and a
 * database write.
 */
export function risingProgress(
  onProgress: ((percent: number, done: number) => void) | undefined,
): (done: number, total: number) => void {
  let reported = 0;
  return (done, total) => {
    const percent = Math.min(99, 1 + Math.floor((98 * done) / total));
    if (percent <= reported) return;
    reported = percent;
    onProgress?.(percent, done);
  };
}
