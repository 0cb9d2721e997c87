import { READER_PAGE_PARAM as PAGE_PARAM, parseReaderPageParam } from "@bindery/contract";
import { useCallback } from "react";
import { useSearchParams } from "react-router";

/**
 * Where the reader is, kept in the address so a link (or a reload) opens the same page.
 * Turning replaces the entry rather than adding one: Back leaves the book.
 */
export function useReaderLocation() {
  const [params, setParams] = useSearchParams();
  const page = parseReaderPageParam(params.get(PAGE_PARAM));
  const setPage = useCallback(
    (index: number) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.set(PAGE_PARAM, String(index + 1));
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  return { page, setPage };
}
