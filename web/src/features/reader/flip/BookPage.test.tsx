import { ITALIC_END as E, ITALIC_START as S } from "@bindery/contract";
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { ReaderPage } from "../pages/use-book-pages";
import { BookPage } from "./BookPage";

afterEach(cleanup);

const page: ReaderPage = {
  page_meta_unique_id: "p1",
  page_order: 0,
  page_number: 0,
  page_content: `# A Heading\n\nHe was ${S}very${E} tired.\n\n* * *\n\nA paragraph that runs on`,
  images: [],
  alts: [],
  continues_paragraph: false,
  links: [],
};

function renderPage(runsOn: boolean) {
  return render(
    <BookPage
      index={0}
      state={{ state: "ready", page }}
      lang="en"
      editable={false}
      converting={false}
      runsOn={runsOn}
      onEdit={vi.fn()}
      onZoom={vi.fn()}
      onRetry={vi.fn()}
    />,
  );
}

describe("a book page", () => {
  it("sets italics in <em>, with no marker left in its text", () => {
    const { container } = renderPage(false);
    expect(screen.getByText("very").tagName).toBe("EM");
    expect(container.textContent).not.toMatch(/[_\p{Cc}]/u);
    expect(container.textContent).toContain("He was very tired.");
  });

  it("sets the last line of a paragraph the next page continues as a full line", () => {
    renderPage(true);
    const last = screen.getByText("A paragraph that runs on");
    expect(last.className).toBe("book-page__runs-on");
    expect(screen.getByText(/He was/).className).toBe("");
  });

  it("centres a row of stars between two parts of a chapter", () => {
    renderPage(false);
    expect(screen.getByText("* * *").className).toBe("section-break");
  });
});
