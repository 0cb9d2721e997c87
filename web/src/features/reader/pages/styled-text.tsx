import { type LinkedRun, linkedRuns } from "@bindery/contract";
import { MarkedText, splitMarked } from "../panels/marked-text";
import { PageLink } from "./page-links";

/**
 * A paragraph's text as the reader sets it: its italics in <em>, its links as links
 * (page-links.tsx), search words in <mark>. Still only text: the markers of page_content
 * become elements, nothing is parsed as HTML.
 */
export function StyledText({ text, pattern }: { text: string; pattern: RegExp | null }) {
  return linkedRuns(text).map((run, position) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: the runs of one text have only their place.
    <StyledRun key={position} run={run} pattern={pattern} />
  ));
}

function StyledRun({ run, pattern }: { run: LinkedRun; pattern: RegExp | null }) {
  const marked = <MarkedText parts={splitMarked(run.text, pattern)} />;
  const styled = run.italic ? <em>{marked}</em> : marked;
  return run.link === null ? styled : <PageLink target={run.link}>{styled}</PageLink>;
}
