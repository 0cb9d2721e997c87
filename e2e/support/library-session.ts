import type { Page } from "playwright-core";
import { newUser, type SignupAnswer, signUpViaApi, type TestUser } from "./api.js";
import { seedStorage } from "./session.js";

/** A signed-up reader, and the local storage the app keeps for them. */
export interface Reader {
  user: TestUser;
  answer: SignupAnswer;
  storage: Record<string, string>;
}

/** Signs a new user up through the API; `premium` only sets the stored flag, see makePremium. */
export async function newReader(baseUrl: string, options: { premium?: boolean } = {}) {
  const user = newUser();
  const answer = await signUpViaApi(baseUrl, user);
  const reader: Reader = {
    user,
    answer,
    storage: {
      access_token: answer.access,
      refresh_token: answer.refresh,
      name: `${user.first_name} ${user.last_name}`,
      email: user.email,
      is_premium: options.premium ? "1" : "0",
    },
  };
  return reader;
}

/** Opens the app in `page` as `reader`. */
export function signIn(page: Page, reader: Reader): Promise<void> {
  return seedStorage(page, reader.storage);
}

/**
 * Saves where the reader is in a book through the reader's own call
 * (`PATCH /api/v1/pdf_parser/my_book_view/{id}/`), as turning pages does.
 */
export async function saveReadingPlace(
  baseUrl: string,
  reader: Reader,
  bookId: string,
  lastReadPage: number,
): Promise<{ progress: number }> {
  const response = await fetch(`${baseUrl}/api/v1/pdf_parser/my_book_view/${bookId}/`, {
    method: "PATCH",
    headers: {
      "content-type": "application/json",
      authorization: `Bearer ${reader.answer.access}`,
    },
    body: JSON.stringify({ last_read_page: lastReadPage }),
  });
  const body = (await response.json()) as { book_detail: { progress: number } };
  if (response.status !== 200) {
    throw new Error(`Saving progress failed: ${response.status} ${JSON.stringify(body)}`);
  }
  return body.book_detail;
}
