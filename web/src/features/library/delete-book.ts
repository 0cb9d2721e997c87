import { type Book, endpoints } from "@bindery/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callApi } from "../../lib/call-api";
import { offlineReadingSupported, removeDownload } from "../offline/offline-books";
import { uploadTasksQuery } from "../upload/upload-api";

const deleteBook = (bookId: string) =>
  callApi(endpoints.deleteMyBook, { params: { book_id: bookId } });

/**
 * Deletes one of the user's books. Afterwards the shelves and the upload tasks (whose
 * free-limit count just went down) load again, and what was cached of the book is dropped,
 * its copy saved on this device for offline reading too.
 */
export function useDeleteBook(book: Pick<Book, "book_meta_unique_id">) {
  const queryClient = useQueryClient();
  const bookId = book.book_meta_unique_id;
  return useMutation({
    mutationFn: () => deleteBook(bookId),
    onSuccess: async () => {
      for (const key of ["book-view", "book-pages", "book-snapshots"]) {
        queryClient.removeQueries({ queryKey: [key, bookId] });
      }
      if (offlineReadingSupported()) void removeDownload(bookId).catch(() => {});
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ["my-books"] }),
        // Its link ended with it.
        queryClient.invalidateQueries({ queryKey: ["my-shares"] }),
        queryClient.invalidateQueries({ queryKey: uploadTasksQuery.queryKey }),
      ]);
    },
  });
}
