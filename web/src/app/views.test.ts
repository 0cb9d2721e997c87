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
