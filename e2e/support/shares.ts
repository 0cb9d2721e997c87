import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

/** Share links made through the API, and a page of another site that embeds one. */

export interface MadeShare {
  share_url: string;
  embed_url: string;
  embed_html: string;
  /** The token, the last part of share_url's path. */
  token: string;
}

/** Shares the owner's book through the API (POST …/my_books/{id}/share/). */
export async function shareBook(
  baseUrl: string,
  accessToken: string,
  bookId: string,
  settings: { password?: string; allow_download?: boolean } = {},
): Promise<MadeShare> {
  const response = await fetch(`${baseUrl}/api/v1/pdf_parser/my_books/${bookId}/share/`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${accessToken}` },
    body: JSON.stringify(settings),
  });
  const body = (await response.json()) as Omit<MadeShare, "token">;
  if (response.status !== 201) throw new Error(`Sharing failed: ${JSON.stringify(body)}`);
  return { ...body, token: new URL(body.share_url).pathname.split("/")[2] ?? "" };
}

export const sharePath = (share: MadeShare) => new URL(share.share_url).pathname;
export const embedPath = (share: MadeShare) => new URL(share.embed_url).pathname;

/**
 * Another site: a local HTTP server on 127.0.0.1 (another port, so another origin) whose
 * one page shows `html` in an article, as a blog would paste an embed.
 */
export async function startHostSite(
  html: string,
): Promise<{ url: string; close(): Promise<void> }> {
  const page = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>A reading blog</title><style>body{font-family:Georgia,serif;margin:0 auto;max-width:860px;padding:24px;background:#fff;color:#222}iframe{display:block;margin:16px 0}</style></head><body><h1>This week's book</h1><p>Here is the book we read together, right in this page:</p>${html}<p>Tell us what you thought.</p></body></html>`;
  const server: Server = createServer((_request, response) => {
    response.writeHead(200, { "content-type": "text/html; charset=utf-8" });
    response.end(page);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
