import { describe, expect, it } from "vitest";
import * as routes from "./index.js";
import { routePath } from "./route.js";

describe("routePath", () => {
  it("fills each path parameter, encoded as one segment, and keeps the trailing slash", () => {
    expect(routePath(routes.searchBook.path, { book_id: "a/b c" })).toBe(
      "/pdf_parser/books/a%2Fb%20c/search/",
    );
    expect(routePath(routes.listMyBooks.path, {})).toBe("/pdf_parser/my_books/");
  });
});

describe("the route descriptors", () => {
  const all = Object.values(routes);

  it("name each operation once, after the export that holds it", () => {
    expect(Object.entries(routes).filter(([name, route]) => name !== route.operationId)).toEqual(
      [],
    );
  });

  it("declare a params schema exactly when the path has parameters", () => {
    const mismatched = all.filter((route) => route.path.includes(":") !== "params" in route);
    expect(mismatched.map((route) => route.operationId)).toEqual([]);
  });
});
