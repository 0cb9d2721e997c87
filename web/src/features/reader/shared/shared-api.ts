import { endpoints, epubFileName, SHARE_ACCESS_HEADER } from "@bindery/contract";
import { queryOptions } from "@tanstack/react-query";
import { callApi, saveFromApi } from "../../../lib/call-api";

/**
 * The calls of a book read through a share link, besides its pages and panels (which the
 * reader makes through its source, reader-source.ts). No bearer token is ever sent: a
 * shared book reads the same for everyone holding the link.
 */
const accessHeaders = (access: string | null) =>
  access ? { [SHARE_ACCESS_HEADER]: access } : undefined;

/** The book a link opens, or that it is locked until its password is given. */
export function sharedBookQuery(token: string, access: string | null) {
  return queryOptions({
    queryKey: ["shared-book", token, access],
    queryFn: ({ signal }) =>
      callApi(endpoints.getSharedBook, {
        params: { token },
        headers: accessHeaders(access),
        signal,
      }),
    // A dead link is dead: asking again changes nothing.
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export const unlockSharedBook = (token: string, password: string) =>
  callApi(endpoints.unlockSharedBook, { params: { token }, body: { password } });

export const recordSharedView = (token: string, access: string | null, visit: string) =>
  callApi(endpoints.recordSharedView, {
    params: { token },
    body: { visit },
    headers: accessHeaders(access),
  });

/** Saves the shared book as EPUB, through the link (when its owner allowed downloads). */
export const saveSharedEpub = (token: string, access: string | null, title: string) =>
  saveFromApi(
    endpoints.exportSharedEpub,
    { token },
    { auth: false, headers: accessHeaders(access), fallbackName: epubFileName(title) },
  );
