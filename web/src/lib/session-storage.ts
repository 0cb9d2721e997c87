import type { TokenPair, UserProfile } from "@bindery/contract";

/** The spec names these keys; other code reads them only through this module. */
const STORAGE_KEYS = {
  access: "access_token",
  refresh: "refresh_token",
  name: "name",
  email: "email",
  isPremium: "is_premium",
} as const;

export interface StoredTokens {
  access: string | null;
  refresh: string | null;
}

export interface StoredProfile {
  name: string | null;
  email: string | null;
  isPremium: boolean;
}

type Listener = () => void;
const listeners = new Set<Listener>();

function notify(): void {
  for (const listener of listeners) listener();
}

export function readTokens(): StoredTokens {
  return {
    access: localStorage.getItem(STORAGE_KEYS.access),
    refresh: localStorage.getItem(STORAGE_KEYS.refresh),
  };
}

export function writeTokens(tokens: TokenPair): void {
  localStorage.setItem(STORAGE_KEYS.access, tokens.access);
  localStorage.setItem(STORAGE_KEYS.refresh, tokens.refresh);
  notify();
}

export function readProfile(): StoredProfile {
  return {
    name: localStorage.getItem(STORAGE_KEYS.name),
    email: localStorage.getItem(STORAGE_KEYS.email),
    isPremium: localStorage.getItem(STORAGE_KEYS.isPremium) === "1",
  };
}

export function writeProfile(profile: Omit<UserProfile, "user_id">): void {
  const name = `${profile.first_name} ${profile.last_name}`.trim();
  localStorage.setItem(STORAGE_KEYS.name, name);
  localStorage.setItem(STORAGE_KEYS.email, profile.email);
  localStorage.setItem(STORAGE_KEYS.isPremium, String(profile.is_premium));
  notify();
}

/** A verified purchase: the stored plan says premium at once, before the profile is fetched again. */
export function markPremium(): void {
  localStorage.setItem(STORAGE_KEYS.isPremium, "1");
  notify();
}

/** The spec clears all of local storage when a session ends, not only Bindery's keys. */
export function clearStorage(): void {
  localStorage.clear();
  notify();
}

/**
 * Calls `listener` after every change made here and after changes made by other tabs
 * (the browser's `storage` event fires only in the tabs that did not make the change).
 */
export function subscribeToStorage(listener: Listener): () => void {
  listeners.add(listener);
  window.addEventListener("storage", listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", listener);
  };
}

/**
 * Resolves when another tab next changes the stored access token (or clears storage), or
 * after `timeoutMs`. Chromium passes local storage changes between tabs asynchronously,
 * so a tab may need a moment to see tokens another tab has just stored.
 */
export function waitForTokenChange(timeoutMs: number): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      window.removeEventListener("storage", onStorage);
      resolve();
    };
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || event.key === STORAGE_KEYS.access) done();
    };
    const timer = setTimeout(done, timeoutMs);
    window.addEventListener("storage", onStorage);
  });
}
