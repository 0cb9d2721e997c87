import {
  type Annotation,
  type AnnotationKind,
  endpoints,
  type HighlightColor,
  type Quote,
} from "@bindery/contract";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useMemo, useState } from "react";
import { callApi } from "../../../lib/call-api";
import { readGuestAnnotations, writeGuestAnnotations } from "../../../lib/session-storage";

export interface NewAnnotation {
  kind: AnnotationKind;
  page: number;
  quote?: Quote;
  color?: HighlightColor;
  note?: string | null;
}

export interface AnnotationChange {
  note?: string | null;
  color?: HighlightColor;
}

const key = (bookId: string) => ["annotations", bookId] as const;

/**
 * A reader's bookmarks and highlights in one book: the account's for a signed-in reader
 * (the annotations API), else the guest's in local storage, which move to the account at
 * sign-in as the reading place does.
 */
export function useAnnotations(bookId: string, signedIn: boolean) {
  const queryClient = useQueryClient();
  const remote = useQuery({
    queryKey: key(bookId),
    queryFn: ({ signal }) =>
      callApi(endpoints.listAnnotations, { params: { book_id: bookId }, signal }),
    enabled: signedIn,
    select: (answer) => answer.annotations,
  });
  const [guest, setGuest] = useState<Annotation[]>(() =>
    signedIn ? [] : (readGuestAnnotations()[bookId] ?? []),
  );
  useEffect(() => {
    if (!signedIn) writeGuestAnnotations(bookId, guest);
  }, [bookId, guest, signedIn]);

  const list = useMemo(
    () =>
      [...(signedIn ? (remote.data ?? []) : guest)].sort(
        (a, b) => a.page - b.page || a.created_at.localeCompare(b.created_at),
      ),
    [signedIn, remote.data, guest],
  );

  /** The account's list as it now stands after `change` (no refetch needed). */
  const patchRemote = useCallback(
    (change: (list: Annotation[]) => Annotation[]) =>
      queryClient.setQueryData<{ annotations: Annotation[] }>(key(bookId), (old) => ({
        annotations: change(old?.annotations ?? []),
      })),
    [queryClient, bookId],
  );

  const add = async (input: NewAnnotation): Promise<Annotation> => {
    if (signedIn) {
      const created = await callApi(endpoints.createAnnotation, {
        params: { book_id: bookId },
        body: input,
      });
      patchRemote((old) => [...old.filter((item) => item.id !== created.id), created]);
      return created;
    }
    const now = new Date().toISOString();
    const existing =
      input.kind === "bookmark"
        ? guest.find((item) => item.kind === "bookmark" && item.page === input.page)
        : undefined;
    if (existing) return existing;
    const created: Annotation = {
      id: crypto.randomUUID(),
      book_id: bookId,
      kind: input.kind,
      page: input.page,
      quote: input.quote ?? null,
      color: input.kind === "highlight" ? (input.color ?? "yellow") : null,
      note: input.note || null,
      detached: false,
      created_at: now,
      updated_at: now,
      deleted_at: null,
    };
    setGuest((old) => [...old, created]);
    return created;
  };

  const update = async (id: string, change: AnnotationChange): Promise<void> => {
    if (signedIn) {
      const updated = await callApi(endpoints.updateAnnotation, {
        params: { book_id: bookId, annotation_id: id },
        body: { ...change, updated_at: new Date().toISOString() },
      });
      patchRemote((old) => old.map((item) => (item.id === id ? updated : item)));
      return;
    }
    setGuest((old) =>
      old.map((item) =>
        item.id === id
          ? {
              ...item,
              ...(change.color ? { color: change.color } : {}),
              ...(change.note !== undefined ? { note: change.note || null } : {}),
              updated_at: new Date().toISOString(),
            }
          : item,
      ),
    );
  };

  const remove = async (id: string): Promise<void> => {
    if (signedIn) {
      await callApi(endpoints.deleteAnnotation, { params: { book_id: bookId, annotation_id: id } });
      patchRemote((old) => old.filter((item) => item.id !== id));
      return;
    }
    setGuest((old) => old.filter((item) => item.id !== id));
  };

  return {
    list,
    loading: signedIn && remote.isPending,
    failed: signedIn && remote.isError,
    add,
    update,
    remove,
    find: (id: string) => list.find((item) => item.id === id),
    /** The bookmark on book page `page`, if any. */
    bookmarkOn: (page: number) =>
      list.find((item) => item.kind === "bookmark" && item.page === page),
  };
}

export type Annotations = ReturnType<typeof useAnnotations>;
