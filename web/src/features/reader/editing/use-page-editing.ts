import {
  type BookPagesResponse,
  editorLinks,
  italicsFromUnderscores,
  joinLinkTargets,
  linksFromEditor,
  readerChunkOf,
  splitLinkTargets,
  underscoredItalics,
} from "@bindery/contract";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { bookChunkQuery, deletePage, savePageContent } from "../pages/reader-api";
import type { ReaderSource } from "../pages/reader-source";
import type { ReaderPage } from "../pages/use-book-pages";

export type EditingBusy = "saving" | "deleting" | null;

export const SAVE_ERROR = "Error saving page.";
export const DELETE_ERROR = "Error deleting page.";

/**
 * Edit mode of one page at a time, for the owner of a private book. The page's italics
 * show as `_words_` in the editor and its links as `[words](target)`, and are saved back
 * as italics and links. A
 * saved text replaces the page in the loaded chunk; a deleted page makes every loaded
 * chunk stale, since the following pages all moved up one place.
 */
export function usePageEditing(source: ReaderSource) {
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<ReaderPage | null>(null);
  const [text, setText] = useState("");
  const [busy, setBusy] = useState<EditingBusy>(null);
  const [error, setError] = useState<string | null>(null);

  const stop = () => {
    setEditing(null);
    setError(null);
  };

  const save = async () => {
    if (!editing || busy) return;
    setBusy("saving");
    setError(null);
    try {
      const { content, links } = splitLinkTargets(linksFromEditor(italicsFromUnderscores(text)));
      const answer = await savePageContent(editing.page_meta_unique_id, content, links);
      const key = bookChunkQuery(source, readerChunkOf(editing.page_order)).queryKey;
      queryClient.setQueryData<BookPagesResponse>(key, (chunk) =>
        chunk
          ? {
              ...chunk,
              pages: chunk.pages.map((page) =>
                page.page_meta_unique_id === editing.page_meta_unique_id
                  ? {
                      ...page,
                      page_content: joinLinkTargets(answer.page_content, answer.links),
                      links: answer.links,
                    }
                  : page,
              ),
            }
          : chunk,
      );
      stop();
    } catch {
      setError(SAVE_ERROR);
    } finally {
      setBusy(null);
    }
  };

  const remove = async () => {
    if (!editing || busy) return;
    setBusy("deleting");
    setError(null);
    try {
      await deletePage(editing.page_meta_unique_id);
      await queryClient.invalidateQueries({ queryKey: ["book-pages", source.bookId] });
      stop();
    } catch {
      setError(DELETE_ERROR);
    } finally {
      setBusy(null);
    }
  };

  return {
    editing,
    busy,
    error,
    text,
    setText,
    start: (page: ReaderPage) => {
      setError(null);
      // The owner edits italics as `_words_`, as plain-text books write them, and links
      // as `[words](target)`.
      setText(editorLinks(underscoredItalics(page.page_content)));
      setEditing(page);
    },
    cancel: stop,
    save,
    remove,
  };
}
