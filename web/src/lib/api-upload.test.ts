import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fakeFetch, json, makeJwt } from "../test/fake-api";
import { apiUpload } from "./api-client";
import { REFRESH_PATH } from "./refresh-session";

const UPLOAD = "/pdf_parser/parse_pdf/";
const fresh = { access: makeJwt(600, "fresh"), refresh: "refresh-2" };

interface SentUpload {
  url: string;
  authorization: string | null;
  body: unknown;
}

type Answer = { status: number; body?: unknown } | "network error";

/**
 * XMLHttpRequest as the upload sees it: each send reports its bytes in two steps and is
 * answered by `answer`, which sees the bearer token it was sent with.
 */
function fakeXhr(answer: (upload: SentUpload) => Answer) {
  const sent: SentUpload[] = [];
  class FakeXhr {
    status = 0;
    responseText = "";
    upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    private url = "";
    private headers: Record<string, string> = {};
    open(_method: string, url: string) {
      this.url = url;
    }
    setRequestHeader(name: string, value: string) {
      this.headers[name] = value;
    }
    abort() {
      this.onabort?.();
    }
    send(body: unknown) {
      const upload = { url: this.url, authorization: this.headers.authorization ?? null, body };
      sent.push(upload);
      const result = answer(upload);
      queueMicrotask(() => {
        for (const loaded of [500, 1000]) {
          this.upload.onprogress?.({
            lengthComputable: true,
            loaded,
            total: 1000,
          } as ProgressEvent);
        }
        if (result === "network error") return this.onerror?.();
        this.status = result.status;
        this.responseText = result.body === undefined ? "" : JSON.stringify(result.body);
        this.onload?.();
      });
    }
  }
  vi.stubGlobal("XMLHttpRequest", FakeXhr);
  return sent;
}

const accepted = { message: "Upload received. Your book is being converted.", task_id: "t1" };
const form = () => {
  const body = new FormData();
  body.set("title", "Field Notes");
  return body;
};

beforeEach(() => {
  localStorage.clear();
  vi.spyOn(console, "log").mockImplementation(() => {});
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("apiUpload", () => {
  it("sends the form with the bearer token and reports the bytes sent", async () => {
    localStorage.setItem("access_token", fresh.access);
    localStorage.setItem("refresh_token", "refresh-1");
    const sent = fakeXhr(() => ({ status: 202, body: accepted }));
    const progress: number[] = [];
    const body = form();
    const answer = await apiUpload(UPLOAD, {
      body,
      onProgress: (loaded, total) => progress.push(loaded / total),
    });
    expect(answer).toEqual(accepted);
    expect(sent).toEqual([
      { url: `/api/v1${UPLOAD}`, authorization: `Bearer ${fresh.access}`, body },
    ]);
    expect(progress).toEqual([0.5, 1]);
  });

  it("refreshes an access token that has expired before sending the file", async () => {
    localStorage.setItem("access_token", makeJwt(-60, "old"));
    localStorage.setItem("refresh_token", "refresh-1");
    const refreshes = fakeFetch(() => json(200, fresh));
    const sent = fakeXhr(() => ({ status: 202, body: accepted }));
    await apiUpload(UPLOAD, { body: form() });
    expect(refreshes.map((call) => call.url)).toEqual([REFRESH_PATH]);
    expect(sent.map((upload) => upload.authorization)).toEqual([`Bearer ${fresh.access}`]);
  });

  it("answers a 401 with one refresh and sends the file again", async () => {
    const refused = makeJwt(600, "refused");
    localStorage.setItem("access_token", refused);
    localStorage.setItem("refresh_token", "refresh-1");
    fakeFetch(() => json(200, fresh));
    const sent = fakeXhr((upload) =>
      upload.authorization === `Bearer ${fresh.access}`
        ? { status: 202, body: accepted }
        : { status: 401, body: { detail: "Expired." } },
    );
    await expect(apiUpload(UPLOAD, { body: form() })).resolves.toEqual(accepted);
    expect(sent.map((upload) => upload.authorization)).toEqual([
      `Bearer ${refused}`,
      `Bearer ${fresh.access}`,
    ]);
    expect(localStorage.getItem("refresh_token")).toBe("refresh-2");
  });

  it("rejects with the server's answer, or status 0 when none came", async () => {
    localStorage.setItem("access_token", fresh.access);
    localStorage.setItem("refresh_token", "refresh-1");
    const limit = { detail: "You've reached your free upload limit (4 books)." };
    fakeXhr(() => ({ status: 403, body: limit }));
    await expect(apiUpload(UPLOAD, { body: form() })).rejects.toMatchObject({
      status: 403,
      body: limit,
    });
    fakeXhr(() => "network error");
    await expect(apiUpload(UPLOAD, { body: form() })).rejects.toMatchObject({ status: 0 });
  });
});
