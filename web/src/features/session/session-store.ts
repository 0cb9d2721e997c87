import { useSyncExternalStore } from "react";
import { readProfile, readTokens, subscribeToStorage } from "../../lib/session-storage";

/** `checking` lasts while the start-up refresh runs, so no view guesses the answer. */
export type SessionStatus = "checking" | "signed-in" | "signed-out";

export interface Session {
  status: SessionStatus;
  name: string | null;
  email: string | null;
  isPremium: boolean;
}

let checking = false;
const checkingListeners = new Set<() => void>();

export function setSessionChecking(value: boolean): void {
  checking = value;
  for (const listener of checkingListeners) listener();
}

let snapshot: Session = readSession();

function readSession(): Session {
  const tokens = readTokens();
  const profile = readProfile();
  const status: SessionStatus = checking
    ? "checking"
    : tokens.access || tokens.refresh
      ? "signed-in"
      : "signed-out";
  return { status, ...profile };
}

/** The same object while nothing changed, as useSyncExternalStore requires. */
function getSnapshot(): Session {
  const next = readSession();
  const same =
    next.status === snapshot.status &&
    next.name === snapshot.name &&
    next.email === snapshot.email &&
    next.isPremium === snapshot.isPremium;
  if (!same) snapshot = next;
  return snapshot;
}

function subscribe(listener: () => void): () => void {
  checkingListeners.add(listener);
  const unsubscribe = subscribeToStorage(listener);
  return () => {
    checkingListeners.delete(listener);
    unsubscribe();
  };
}

/** What a page prerendered at build time shows: a visitor nobody has signed in as. */
const VISITOR: Session = { status: "signed-out", name: null, email: null, isPremium: false };

/** The signed-in user as local storage knows it; follows changes made in other tabs. */
export function useSession(): Session {
  return useSyncExternalStore(subscribe, getSnapshot, () => VISITOR);
}
