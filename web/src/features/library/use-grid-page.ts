import { useCallback } from "react";
import { useSearchParams } from "react-router";

/**
 * The grid page shown, from the address (`/?view=books&page=2`), so back and forward
 * move between pages and a page can be linked to. Page 1 has no parameter.
 */
export function useGridPage(): { pageIndex: number; goToPage(pageIndex: number): void } {
  const [params, setParams] = useSearchParams();
  const asked = Number(params.get("page"));
  const pageIndex = Number.isInteger(asked) && asked > 1 ? asked - 1 : 0;
  const goToPage = useCallback(
    (next: number) =>
      setParams((current) => {
        const updated = new URLSearchParams(current);
        if (next > 0) updated.set("page", String(next + 1));
        else updated.delete("page");
        return updated;
      }),
    [setParams],
  );
  return { pageIndex, goToPage };
}
