import { routes } from "@bindery/contract";
import { afterEach, beforeEach, expect, it, vi } from "vitest";
import { fakeFetch, json, makeJwt } from "../test/fake-api";
import { callApi } from "./call-api";

const access = makeJwt(600, "access");

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem("access_token", access);
  localStorage.setItem("refresh_token", "refresh-1");
});

afterEach(() => {
  vi.unstubAllGlobals();
});

it("sends the descriptor's method to its path under the API base, parameters encoded", async () => {
  const calls = fakeFetch(() => json(200, { results: [], total: 0 }));
  const answer = await callApi(routes.searchBook, {
    params: { book_id: "a/b" },
    query: { q: "whale", start: 0, end: 9 },
  });
  expect(answer.total).toBe(0);
  expect(calls).toEqual([
    {
      url: "/api/v1/pdf_parser/books/a%2Fb/search/?q=whale&start=0&end=9",
      method: "GET",
      authorization: null,
      body: undefined,
    },
  ]);
});

it("sends the bearer token to a route that requires it, and the body as JSON", async () => {
  const calls = fakeFetch(() => json(200, { detail: "Sent." }));
  await callApi(routes.requestEmailChange, { body: { email: "n@b.c", current_password: "pw" } });
  expect(calls).toEqual([
    {
      url: "/api/v1/users/email_change/",
      method: "POST",
      authorization: `Bearer ${access}`,
      body: { email: "n@b.c", current_password: "pw" },
    },
  ]);
});

it("sends the token to an optional-bearer route only when the call asks", async () => {
  const calls = fakeFetch(() => json(200, { source: "headings", entries: [] }));
  await callApi(routes.getBookContents, { params: { book_id: "b1" } });
  await callApi(routes.getBookContents, { params: { book_id: "b1" }, auth: true });
  expect(calls.map((call) => call.authorization)).toEqual([null, `Bearer ${access}`]);
});
