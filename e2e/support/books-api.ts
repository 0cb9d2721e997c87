import { setTimeout as sleep } from "node:timers/promises";

/** Books prepared through the real API, as a user's upload would make them. */

const CONVERSION_TIMEOUT_MS = 120_000;

async function api<T>(baseUrl: string, path: string, init: RequestInit & { token?: string }) {
  const headers = new Headers(init.headers);
  if (init.token) headers.set("authorization", `Bearer ${init.token}`);
  const response = await fetch(`${baseUrl}/api/v1${path}`, { ...init, headers });
  const body = (await response.json().catch(() => null)) as T;
  if (!response.ok) throw new Error(`${path}: ${response.status} ${JSON.stringify(body)}`);
  return body;
}

interface TaskList {
  tasks: Array<{ name: string; status: number; reason: string | null; book_id: string | null }>;
}

/** Uploads a PDF as the user and waits until it is a finished book; answers its id. */
export async function uploadBook(
  baseUrl: string,
  token: string,
  pdf: Uint8Array,
  title: string,
): Promise<string> {
  const form = new FormData();
  form.set("file", new Blob([Buffer.from(pdf)], { type: "application/pdf" }), `${title}.pdf`);
  form.set("title", title);
  await api(baseUrl, "/pdf_parser/parse_pdf/", { method: "POST", body: form, token });
  const deadline = Date.now() + CONVERSION_TIMEOUT_MS;
  while (Date.now() < deadline) {
    const { tasks } = await api<TaskList>(baseUrl, "/pdf_parser/task_progress/", {
      method: "POST",
      body: JSON.stringify({ task: "book_upload" }),
      headers: { "content-type": "application/json" },
      token,
    });
    const task = tasks.find((candidate) => candidate.name === title);
    if (task && task.status < 0) throw new Error(`Conversion of ${title} failed: ${task.reason}`);
    if (task?.status === 100 && task.book_id) return task.book_id;
    await sleep(300);
  }
  throw new Error(`${title} was not converted within ${CONVERSION_TIMEOUT_MS / 1000} s`);
}

export interface ApiPage {
  page_meta_unique_id: string;
  page_order: number;
  /** The original PDF page it came from, from 0 (the snapshots' numbering). */
  page_number: number;
  page_content: string;
  visual_content: string[];
  /** Each picture's alternative text, in visual_content's order ("" for none). */
  visual_alt: string[];
  /** Its first paragraph goes on from the previous page's last. */
  continues_paragraph: boolean;
  /** The targets of its links, in the order of their markers in page_content. */
  links: string[];
}

export interface ApiBook {
  book: { bindery_pages_count: number; original_pages_count: number; language: string | null };
  pages: ApiPage[];
}

/** The book and its pages start..end as the API answers them. */
export function fetchBook(
  baseUrl: string,
  bookId: string,
  range: { start: number; end: number },
  token?: string,
): Promise<ApiBook> {
  return api<ApiBook>(
    baseUrl,
    `/pdf_parser/books/${bookId}/?start=${range.start}&end=${range.end}`,
    {
      token,
    },
  );
}

export interface BookDetail {
  last_read_page: number;
  theme_id: string | null;
  page_theme_id: string | null;
  progress: number;
}

export async function fetchBookView(baseUrl: string, bookId: string, token: string) {
  const answer = await api<{ book_detail: BookDetail }>(
    baseUrl,
    `/pdf_parser/my_book_view/${bookId}/`,
    { token },
  );
  return answer.book_detail;
}

/**
 * Saves where the reader is in a book through the reader's own call
 * (`PATCH /api/v1/pdf_parser/my_book_view/{id}/`), as turning pages does; `readAt`, when
 * the place was read (ISO 8601), as a device sending a place read offline says it.
 */
export async function saveReadingPlace(
  baseUrl: string,
  bookId: string,
  lastReadPage: number,
  token: string,
  readAt?: string,
): Promise<BookDetail> {
  const answer = await api<{ book_detail: BookDetail }>(
    baseUrl,
    `/pdf_parser/my_book_view/${bookId}/`,
    {
      method: "PATCH",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ last_read_page: lastReadPage, read_at: readAt }),
      token,
    },
  );
  return answer.book_detail;
}

export interface ContentsEntry {
  title: string;
  page_order: number;
  /** The paragraph of the page where the entry's heading stands, when not its top. */
  block?: number;
  level: number;
}

/** The book's table of contents, as the reader's Contents panel lists it. */
export async function fetchContents(baseUrl: string, bookId: string, token?: string) {
  const answer = await api<{ entries: ContentsEntry[] }>(
    baseUrl,
    `/pdf_parser/books/${bookId}/contents/`,
    { token },
  );
  return answer.entries;
}

export interface SearchHit {
  page_order: number;
  page_number: number;
  snippet: string;
  highlights: Array<[number, number]>;
  words: string[];
  /** The paragraph of the page holding the first match. */
  block: number;
}

/** The first 100 pages matching `query`, best first, as the reader's Search panel asks. */
export function searchBook(baseUrl: string, bookId: string, query: string, token?: string) {
  return api<{ results: SearchHit[]; total: number }>(
    baseUrl,
    `/pdf_parser/books/${bookId}/search/?q=${encodeURIComponent(query)}&start=0&end=99`,
    { token },
  );
}

export interface ApiAnnotation {
  id: string;
  kind: "bookmark" | "highlight";
  page: number;
  quote: { exact: string } | null;
  note: string | null;
  deleted_at: string | null;
}

/** The reader's live bookmarks and highlights in a book, as the annotations API lists them. */
export async function listAnnotations(baseUrl: string, bookId: string, token: string) {
  const answer = await api<{ annotations: ApiAnnotation[] }>(
    baseUrl,
    `/pdf_parser/books/${bookId}/annotations/`,
    { token },
  );
  return answer.annotations;
}

/** Deletes an annotation as another of the reader's devices would. */
export function deleteAnnotation(baseUrl: string, bookId: string, id: string, token: string) {
  return api<ApiAnnotation>(baseUrl, `/pdf_parser/books/${bookId}/annotations/${id}/`, {
    method: "DELETE",
    token,
  });
}
