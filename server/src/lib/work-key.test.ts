import { describe, expect, it } from "vitest";
import { workKey } from "./work-key.js";

describe("the work key of a catalog book", () => {
  it("is the same for the same work whatever its accents, case, punctuation and article", () => {
    const alice = workKey("Alice's Adventures in Wonderland", "Lewis Carroll");
    expect(alice).not.toBeNull();
    expect(workKey("ALICE’S ADVENTURES IN WONDERLAND.", "Carroll, Lewis")).toBe(alice);
    expect(workKey("Du Côté de Chez Swann", "Marcel Proust")).toBe(
      workKey("du cote de chez swann", "PROUST, Marcel"),
    );
    expect(workKey("The Time Machine", "H. G. Wells")).toBe(workKey("Time Machine", "Wells, H.G."));
    expect(workKey("L'Étranger", "Albert Camus")).toBe(workKey("Étranger", "Camus, Albert"));
  });

  it("tells different works apart", () => {
    expect(workKey("The Time Machine", "H. G. Wells")).not.toBe(
      workKey("The Invisible Man", "H. G. Wells"),
    );
    expect(workKey("Poems", "Emily Dickinson")).not.toBe(workKey("Poems", "John Keats"));
    // An article alone is the title, not something to drop.
    expect(workKey("The", "Someone")).toBe("the|someone");
  });

  it("has no key without both a title and an author", () => {
    expect(workKey("Alice's Adventures in Wonderland", null)).toBeNull();
    expect(workKey("Alice's Adventures in Wonderland", " ")).toBeNull();
    expect(workKey("", "Lewis Carroll")).toBeNull();
    expect(workKey("…", "Lewis Carroll")).toBeNull();
  });
});
