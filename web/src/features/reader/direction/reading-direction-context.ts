import type { ReadingDirection } from "@bindery/contract";
import { createContext, useContext } from "react";

/**
 * Which way the open book turns. Provided once by the reader; the book, its pages, the
 * slider, the turn buttons and the keys read it, so none of them takes it as a prop.
 */
export const ReadingDirectionContext = createContext<ReadingDirection>("ltr");

export function useReadingDirectionOf(): ReadingDirection {
  return useContext(ReadingDirectionContext);
}
