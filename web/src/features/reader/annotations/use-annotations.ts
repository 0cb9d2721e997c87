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

/** The account's annotations as this tab holds them, tombstones of deletions included. */
interface Synced {
  annotations: Annotation[];
  /** The `since` of the next sync (the server's word). */
  next_since: string;
}

/** While the book is open, other devices' changes are asked for this often (and on return). */
const SYNC_MS = 60_000;

/**
 * `incoming` laid over `held`: each annotation is kept in its latest version by
 * `updated_at` (a deletion's tombstone is later than what it deleted), so answers that
 * cross, or a change heard twice, come to the same list.
 */
export function mergeAnnotations(
  held: readonly Annotation[],
  incoming: readonly Annotation[],
): Annotation[] {
  const byId = new Map(held.map((annotation) => [annotation.id, annotation]));
  for (const annotation of incoming) {
    const known = byId.get(annotation.id);
    if (!known || annotation.updated_at >= known.updated_at) byId.set(annotation.id, annotation);
  }
  return [...byId.values()];
}

/**
 * A reader's bookmarks and highlights in one book: the account's for a signed-in reader
 * (the annotations API), else the guest's in local storage, which move to the account at
 * sign-in as the reading place does.
 *
 * The account's list is loaded once, then kept in step with the reader's other devices by
 * asking what changed since the last answer (deletions come as tombstones): every minute
 * while the tab is on show, and when the reader comes back to it or back online.
 */
export function useAnnotations(bookId: string, signedIn: boolean) {
  const queryClient = useQueryClient();
  const remote = useQuery({
    queryKey: key(bookId),
    queryFn: async ({ signal }): Promise<Synced> => {
      const held = queryClient.getQueryData<Synced>(key(bookId));
      const answer = await callApi(endpoints.listAnnotations, {
        params: { book_id: bookId },
        query: held ? { since: held.next_since } : undefined,
        signal,
      });
      if (!held) return answer;
      // Laid over the list as it is now: this tab's own changes made meanwhile stay.
      const now = queryClient.getQueryData<Synced>(key(bookId)) ?? held;
      return {
        annotations: mergeAnnotations(now.annotations, answer.annotations),
        next_since: answer.next_since,
      };
    },
    enabled: signedIn,
    refetchInterval: SYNC_MS,
    refetchOnWindowFocus: true,
    refetchOnReconnect: true,
    select: (answer) => answer.annotations.filter((annotation) => annotation.deleted_at === null),
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

  /** The server's answer to this tab's own change, laid over the account's list. */
  const patchRemote = useCallback(
    (changed: Annotation) =>
      queryClient.setQueryData<Synced>(key(bookId), (old) =>
        old ? { ...old, annotations: mergeAnnotations(old.annotations, [changed]) } : old,
      ),
    [queryClient, bookId],
  );

  const add = async (input: NewAnnotation): Promise<Annotation> => {
    if (signedIn) {
      const created = await callApi(endpoints.createAnnotation, {
        params: { book_id: bookId },
        body: input,
      });
      patchRemote(created);
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
      patchRemote(updated);
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
      // The tombstone is kept: a sync that crossed the deletion cannot bring it back.
      patchRemote(
        await callApi(endpoints.deleteAnnotation, {
          params: { book_id: bookId, annotation_id: id },
        }),
      );
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
