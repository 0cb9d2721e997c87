// @vitest-environment node
import { API_BASE, endpoints, routePath } from "@bindery/contract";
import { describe, expect, it } from "vitest";
import { remembersAnswer } from "./offline-caches";

const at = (path: string) => `${API_BASE}${path}`;

describe("remembersAnswer", () => {
  it("keeps the shelves, the profile, settings, themes, places and notes", () => {
    const kept = [
      at(endpoints.getProfile.path),
      at(endpoints.getReaderSettings.path),
      at(routePath(endpoints.listThemes.path, { user_id: "guest" })),
      at(endpoints.listMyBooks.path),
      at(endpoints.listContinueReading.path),
      at(endpoints.listPublicBooks.path),
      at(routePath(endpoints.getBookProgress.path, { book_id: "b 1" })),
      at(routePath(endpoints.listAnnotations.path, { book_id: "b1" })),
      // The trailing slash is the server's choice to ignore too.
      at(endpoints.listMyBooks.path).replace(/\/$/, ""),
    ];
    expect(kept.filter((path) => !remembersAnswer(path))).toEqual([]);
  });

  it("leaves pages, searches and everything else to books saved offline or to no one", () => {
    const left = [
      at(routePath(endpoints.getBookPages.path, { book_id: "b1" })),
      at(routePath(endpoints.getBookSnapshots.path, { book_id: "b1" })),
      at(routePath(endpoints.searchBook.path, { book_id: "b1" })),
      at(routePath(endpoints.getBookContents.path, { book_id: "b1" })),
      at(endpoints.listUploadTasks.path),
      // A parameter is one segment, not a path.
      at(routePath(endpoints.getBookProgress.path, { book_id: "b1" })).replace("b1", "b1/x"),
      endpoints.getProfile.path,
    ];
    expect(left.filter(remembersAnswer)).toEqual([]);
  });
});
