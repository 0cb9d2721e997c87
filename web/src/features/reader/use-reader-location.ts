import { useCallback } from "react";
import { useSearchParams } from "react-router";

/** `?page=N`: the page in the address is the number printed on it, counted from 1. */
const PAGE_PARAM = "page";

export function parsePageParam(value: string | null): number | null {
  if (value === null || !/^\d{1,7}$/.test(value)) return null;
  const printed = Number(value);
  return printed >= 1 ? printed - 1 : null;
}

/**
 * Where the reader is, kept in the address so a link (or a reload) opens the same page.
 * Turning replaces the entry rather than adding one: Back leaves the book.
 */
export function useReaderLocation() {
  const [params, setParams] = useSearchParams();
  const page = parsePageParam(params.get(PAGE_PARAM));
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
