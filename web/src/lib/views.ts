/**
 * The `/` route shows one of these views, named by the `view` search parameter
 * (`/?view=login`). Each view is its own history entry, so back and forward work, and a
 * view can be linked to. Without the parameter `/` shows Home to guests and the
 * Dashboard to signed-in users.
 */
const VIEWS = [
  "home",
  "dashboard",
  "books",
  "my-books",
  "login",
  "signup",
  "upload-book",
  "upload-theme",
  "account",
  "forgot-password",
  "reset-password",
  "confirm-email",
  "account-deleted",
] as const;

export type View = (typeof VIEWS)[number];

/** Views for signed-in users only; a guest is sent to the login view with a prompt. */
const MEMBER_VIEWS: ReadonlySet<View> = new Set([
  "dashboard",
  "my-books",
  "upload-book",
  "upload-theme",
  "account",
]);
/** Views that make no sense once signed in; the user goes on to where they were headed. */
const GUEST_VIEWS: ReadonlySet<View> = new Set(["login", "signup", "forgot-password"]);

export function parseView(value: string | null): View | null {
  return VIEWS.find((view) => view === value) ?? null;
}

/** Routes outside `/` that send guests to log in and take them back afterwards. */
const RETURN_ROUTES = ["/pricing"] as const;

/** Where a user goes once logged in or signed up: a view of `/`, or one of RETURN_ROUTES. */
export type NextTarget = View | (typeof RETURN_ROUTES)[number];

export function parseNext(value: string | null): NextTarget | null {
  return parseView(value) ?? RETURN_ROUTES.find((route) => route === value) ?? null;
}

/** The address of a view; `next` is where to go once the user has logged in or signed up. */
export function viewHref(view: View, next?: NextTarget | null): string {
  if (view === "home" && !next) return "/";
  const params = new URLSearchParams({ view });
  if (next) params.set("next", next);
  return `/?${params}`;
}

export type ViewDecision = { show: View } | { redirect: string };

export function decideView(params: URLSearchParams, signedIn: boolean): ViewDecision {
  const requested = parseView(params.get("view"));
  if (!requested) return { show: signedIn ? "dashboard" : "home" };
  if (!signedIn && MEMBER_VIEWS.has(requested)) return { redirect: viewHref("login", requested) };
  if (signedIn && GUEST_VIEWS.has(requested)) {
    const next = parseNext(params.get("next"));
    if (next?.startsWith("/")) return { redirect: next };
    const view = parseView(next);
    return { redirect: viewHref(view && !GUEST_VIEWS.has(view) ? view : "dashboard") };
  }
  return { show: requested };
}
