import { endpoints } from "@bindery/contract";
import { callApi } from "../../lib/call-api";
import {
  clearGuestAnnotations,
  clearGuestPlaces,
  readGuestAnnotations,
  readGuestPlaces,
} from "../../lib/session-storage";

/**
 * A guest who signs up or logs in keeps their place: each book's guest page becomes the
 * account's `last_read_page` where the account has no progress in it yet (page 0); a place
 * the account already has, from another device, wins. Runs with the new access token
 * before it is stored, so the screens that open next already show the carried progress.
 * A book that fails (gone, private) is skipped: a lost place is no reason to fail a login.
 */
export async function carryGuestPlaces(access: string): Promise<void> {
  const places = Object.entries(readGuestPlaces()).filter(([, page]) => page > 0);
  const headers = { authorization: `Bearer ${access}` };
  await Promise.all(
    places.map(async ([bookId, page]) => {
      // The new token is sent by hand: it is not stored yet, so no refresh may replace it.
      const call = { params: { book_id: bookId }, headers, auth: false };
      try {
        const view = await callApi(endpoints.getBookProgress, call);
        if (view.book_detail.last_read_page !== 0) return;
        await callApi(endpoints.updateBookProgress, { ...call, body: { last_read_page: page } });
      } catch {
        // Skipped, as said above.
      }
    }),
  );
  clearGuestPlaces();
  await carryGuestAnnotations(headers);
}

/**
 * A guest's bookmarks and highlights join the account's, each added as new (the account
 * may have its own from another device; none is replaced). One that fails (a book gone,
 * a page no longer there) is dropped, as a place is.
 */
async function carryGuestAnnotations(headers: Record<string, string>): Promise<void> {
  const books = Object.entries(readGuestAnnotations());
  await Promise.all(
    books.map(async ([bookId, annotations]) => {
      for (const annotation of annotations) {
        if (annotation.deleted_at) continue;
        try {
          await callApi(endpoints.createAnnotation, {
            params: { book_id: bookId },
            headers,
            auth: false,
            body: {
              kind: annotation.kind,
              page: annotation.page,
              ...(annotation.quote ? { quote: annotation.quote } : {}),
              ...(annotation.color ? { color: annotation.color } : {}),
              note: annotation.note,
            },
          });
        } catch {
          // Dropped, as said above.
        }
      }
    }),
  );
  clearGuestAnnotations();
}
