import { describe, expect, it } from "vitest";
import { decideView, viewHref } from "./views";

const decide = (search: string, signedIn: boolean) =>
  decideView(new URLSearchParams(search), signedIn);

describe("decideView", () => {
  it("shows Home to guests and the Dashboard to signed-in users at a bare /", () => {
    expect(decide("", false)).toEqual({ show: "home" });
    expect(decide("", true)).toEqual({ show: "dashboard" });
    expect(decide("view=nonsense", false)).toEqual({ show: "home" });
  });

  it("sends a guest asking for a member view to login, remembering where they were going", () => {
    expect(decide("view=upload-book", false)).toEqual({
      redirect: "/?view=login&next=upload-book",
    });
    expect(decide("view=my-books", false)).toEqual({ redirect: "/?view=login&next=my-books" });
    expect(decide("view=account", false)).toEqual({ redirect: "/?view=login&next=account" });
  });

  it("opens the e-mailed links whether or not the browser is signed in", () => {
    for (const signedIn of [false, true]) {
      expect(decide("view=reset-password&token=t", signedIn)).toEqual({ show: "reset-password" });
      expect(decide("view=confirm-email&token=t", signedIn)).toEqual({ show: "confirm-email" });
    }
    expect(decide("view=forgot-password", false)).toEqual({ show: "forgot-password" });
    expect(decide("view=forgot-password", true)).toEqual({ redirect: "/?view=dashboard" });
  });

  it("moves a signed-in user off login and signup to where they were going", () => {
    expect(decide("view=login", true)).toEqual({ redirect: "/?view=dashboard" });
    expect(decide("view=login&next=upload-theme", true)).toEqual({
      redirect: "/?view=upload-theme",
    });
    expect(decide("view=signup&next=login", true)).toEqual({ redirect: "/?view=dashboard" });
    expect(decide("view=login&next=/pricing", true)).toEqual({ redirect: "/pricing" });
    // Only known routes: a `next` is never a way to send someone to another site.
    expect(decide("view=login&next=//evil.example", true)).toEqual({
      redirect: "/?view=dashboard",
    });
    expect(decide("view=login&next=/faq", true)).toEqual({ redirect: "/?view=dashboard" });
  });

  it("shows views open to everyone as asked", () => {
    expect(decide("view=books", false)).toEqual({ show: "books" });
    expect(decide("view=home", true)).toEqual({ show: "home" });
    expect(decide("view=signup", false)).toEqual({ show: "signup" });
  });
});

describe("viewHref", () => {
  it("writes Home as / and other views as a search parameter", () => {
    expect(viewHref("home")).toBe("/");
    expect(viewHref("books")).toBe("/?view=books");
    expect(viewHref("signup", "upload-book")).toBe("/?view=signup&next=upload-book");
    expect(viewHref("login", "/pricing")).toBe("/?view=login&next=%2Fpricing");
  });
});
