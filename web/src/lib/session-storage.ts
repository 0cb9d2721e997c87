import {
  type Annotation,
  type TokenPair,
  type UserProfile,
  VISITOR_PRELOADS_TEMPLATE_ID,
} from "@bindery/contract";
import { readJwtSubject } from "./jwt";

/** The spec names these keys; other code reads them only through this module. */
const STORAGE_KEYS = {
  access: "access_token",
  refresh: "refresh_token",
  name: "name",
  email: "email",
  isPremium: "is_premium",
} as const;
/** Bindery's own key: not one the spec names, so it cannot clash with one. */
const GUEST_PLACES_KEY = "bindery_guest_places";

/** An expression for a page's inline scripts: true when tokens are stored (a member). */
const TOKENS_STORED = `(localStorage.getItem(${JSON.stringify(STORAGE_KEYS.access)})||localStorage.getItem(${JSON.stringify(STORAGE_KEYS.refresh)}))`;

/**
 * A script for a page's <head> that marks the document `data-member` when tokens are
 * stored, before anything paints, so a page prerendered for visitors stays hidden from a
 * member (whose app renders a different screen). Storage that cannot be read is a visitor's.
 */
export const MEMBER_MARK_SCRIPT = `try{if${TOKENS_STORED}document.documentElement.dataset.member=""}catch(e){}`;

/**
 * A script for the reader page's <head>, after its visitor-only template: for a visitor,
 * it moves the template's links (the first requests of a visitor's reader, filled in by
 * the server) into the head, so the browser starts them at once. A member's reader asks
 * for its own themes with a token, so nothing is fetched for it in vain; a member's page
 * is marked `data-member` instead, which keeps the visitor's backdrop shell blank.
 */
export const VISITOR_PRELOADS_SCRIPT = `try{if(${TOKENS_STORED})document.documentElement.dataset.member="";else{var t=document.getElementById(${JSON.stringify(VISITOR_PRELOADS_TEMPLATE_ID)});if(t)document.head.append(t.content)}}catch(e){}`;

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

/**
 * The signed-in user's id as the stored access token names it (kept while offline, even
 * expired), or null for a visitor: whose reading places and downloads are whose here.
 */
export function storedUserId(): string | null {
  const { access } = readTokens();
  return access ? readJwtSubject(access) : null;
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

/**
 * The email of the account signed up in this page load, which the dashboard greets as
 * new. In memory only: a reload, or any later sign-in, is a returning reader's.
 */
let newAccountEmail: string | null = null;

export function markNewAccount(email: string): void {
  newAccountEmail = email;
}

export function isNewAccount(email: string | null): boolean {
  return email !== null && email === newAccountEmail;
}

/** The spec clears all of local storage when a session ends, not only Bindery's keys. */
export function clearStorage(): void {
  localStorage.clear();
  // The session that ends takes its newness with it.
  newAccountEmail = null;
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

/**
 * Where a guest is in each book they opened, kept in local storage so the place survives a
 * reload and can become their saved progress when they sign up or log in. Pages count
 * from 0 like `last_read_page`. Only the most recently read books are kept.
 */
export const MAX_GUEST_PLACES = 50;

export type GuestPlaces = Record<string, number>;

export function readGuestPlaces(): GuestPlaces {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(GUEST_PLACES_KEY) ?? "{}");
    if (typeof stored !== "object" || stored === null || Array.isArray(stored)) return {};
    return Object.fromEntries(
      Object.entries(stored).filter(
        (entry): entry is [string, number] => Number.isInteger(entry[1]) && entry[1] >= 0,
      ),
    );
  } catch {
    // Storage someone else wrote, or none at all (private windows): no places.
    return {};
  }
}

export function readGuestPlace(bookId: string): number | null {
  return readGuestPlaces()[bookId] ?? null;
}

export function writeGuestPlace(bookId: string, page: number): void {
  const { [bookId]: _previous, ...others } = readGuestPlaces();
  // Insertion order is reading order: the book read last goes last, the oldest drop out.
  const kept = Object.entries(others).slice(-(MAX_GUEST_PLACES - 1));
  try {
    localStorage.setItem(
      GUEST_PLACES_KEY,
      JSON.stringify({ ...Object.fromEntries(kept), [bookId]: page }),
    );
  } catch {
    // A full or refused storage costs only the guest's place.
  }
}

export function clearGuestPlaces(): void {
  localStorage.removeItem(GUEST_PLACES_KEY);
}

const GUEST_ANNOTATIONS_KEY = "bindery_guest_annotations";

/**
 * A guest's bookmarks and highlights, per book, in the API's shape, kept in local storage
 * until they sign up or log in and they move to the account (carry-guest-places.ts).
 */
export type GuestAnnotations = Record<string, Annotation[]>;

export function readGuestAnnotations(): GuestAnnotations {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(GUEST_ANNOTATIONS_KEY) ?? "{}");
    if (typeof stored !== "object" || stored === null || Array.isArray(stored)) return {};
    return Object.fromEntries(
      Object.entries(stored).filter((entry): entry is [string, Annotation[]] =>
        Array.isArray(entry[1]),
      ),
    );
  } catch {
    return {};
  }
}

export function writeGuestAnnotations(bookId: string, annotations: readonly Annotation[]): void {
  const { [bookId]: _previous, ...others } = readGuestAnnotations();
  const next = annotations.length > 0 ? { ...others, [bookId]: annotations } : others;
  try {
    localStorage.setItem(GUEST_ANNOTATIONS_KEY, JSON.stringify(next));
  } catch {
    // A full or refused storage keeps what was there.
  }
}

export function clearGuestAnnotations(): void {
  localStorage.removeItem(GUEST_ANNOTATIONS_KEY);
}
