import { textRuns } from "@bindery/contract";
import { MarkedText, splitMarked } from "../panels/marked-text";

/**
 * A paragraph's text as the reader sets it: its italics in <em>, search words in <mark>.
 * Still only text: the markers of page_content become elements, nothing is parsed as HTML.
 */
export function StyledText({ text, pattern }: { text: string; pattern: RegExp | null }) {
  return textRuns(text).map((run, position) =>
    run.italic ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: the runs of one text have only their place.
      <em key={position}>
        <MarkedText parts={splitMarked(run.text, pattern)} />
      </em>
    ) : (
      // biome-ignore lint/suspicious/noArrayIndexKey: the runs of one text have only their place.
      <MarkedText key={position} parts={splitMarked(run.text, pattern)} />
    ),
  );
}
