import {
  DEFAULT_READER_SETTINGS,
  endpoints,
  type ReaderSettings,
  readerSettingsFrom,
} from "@bindery/contract";
import { queryOptions, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { callApi } from "../../../lib/call-api";
import { readGuestChoice, writeGuestChoice } from "./guest-choices";

/** A guest's settings, in this browser only. */
export const GUEST_SETTINGS_KEY = "bindery.reader_settings";
/** Quick steps (A+ A+ A+) send one save, the last. */
const SAVE_DELAY_MS = 400;

export const readerSettingsQuery = queryOptions({
  queryKey: ["reader-settings"],
  queryFn: ({ signal }) =>
    callApi(endpoints.getReaderSettings, { signal }).then(readerSettingsFrom),
  staleTime: 5 * 60_000,
});

function readGuestSettings(): ReaderSettings {
  return readGuestChoice(GUEST_SETTINGS_KEY, readerSettingsFrom, DEFAULT_READER_SETTINGS);
}

/**
 * How the reader sets text: a signed-in reader's settings from the server (saved there
 * after each change), a guest's from localStorage. A change applies at once; a server
 * that cannot be reached leaves the defaults, and a lost save only the last change.
 */
export function useReaderSettings(signedIn: boolean) {
  const queryClient = useQueryClient();
  const remote = useQuery({ ...readerSettingsQuery, enabled: signedIn, retry: false });
  const [guest, setGuest] = useState(readGuestSettings);
  const latestGuest = useRef(guest);
  const pendingSave = useRef<{ timer: ReturnType<typeof setTimeout>; send(): void } | null>(null);

  // A save still waiting when the reader leaves is sent at once.
  useEffect(
    () => () => {
      const waiting = pendingSave.current;
      if (!waiting) return;
      clearTimeout(waiting.timer);
      waiting.send();
    },
    [],
  );

  const settings = signedIn ? (remote.data ?? DEFAULT_READER_SETTINGS) : guest;

  // Changes build on the last change, even one this render has not seen yet (two clicks
  // before the query cache's update reaches the component).
  const change = (update: Partial<ReaderSettings>) => {
    if (!signedIn) {
      const next = { ...latestGuest.current, ...update };
      latestGuest.current = next;
      setGuest(next);
      writeGuestChoice(GUEST_SETTINGS_KEY, next);
      return;
    }
    const latest = queryClient.getQueryData<ReaderSettings>(readerSettingsQuery.queryKey);
    const next = { ...(latest ?? settings), ...update };
    queryClient.setQueryData(readerSettingsQuery.queryKey, next);
    if (pendingSave.current) clearTimeout(pendingSave.current.timer);
    const send = () => {
      pendingSave.current = null;
      callApi(endpoints.updateReaderSettings, { body: next }).catch(() => {});
    };
    pendingSave.current = { timer: setTimeout(send, SAVE_DELAY_MS), send };
  };

  return { settings, ready: !signedIn || !remote.isPending, change };
}
