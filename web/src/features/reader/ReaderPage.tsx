import { useMemo } from "react";
import { useParams } from "react-router";
import { PageLoading } from "../../components/ui/PageLoading";
import { useSession } from "../session/session-store";
import { preloadBookFont } from "./pages/page-typography";
import { bookSource } from "./pages/reader-source";
import { Reader } from "./Reader";

// As soon as the reader's code arrives, in parallel with the book's first pages.
preloadBookFont();

/** Route /read_book/:bookId. Waits for the session check: progress depends on who reads. */
export default function ReaderPage() {
  const { bookId = "" } = useParams();
  const { status } = useSession();
  const signedIn = status === "signed-in";
  const source = useMemo(() => bookSource(bookId, signedIn), [bookId, signedIn]);
  if (status === "checking") return <PageLoading />;
  return <Reader key={bookId} source={source} />;
}
