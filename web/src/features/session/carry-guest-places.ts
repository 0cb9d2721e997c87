import { endpoints } from "@bindery/contract";
import { callApi } from "../../lib/call-api";
import { clearGuestPlaces, readGuestPlaces } from "../../lib/session-storage";

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
}
