import { useQuery } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { useParams } from "react-router";
import { Container } from "../../../components/ui/Container";
import { PageLoading } from "../../../components/ui/PageLoading";
import { ApiError } from "../../../lib/api-client";
import { preloadBookFont } from "../pages/page-typography";
import type { ReaderSource } from "../pages/reader-source";
import { Reader, type SharedReading } from "../Reader";
import { ReaderMessage } from "../ReaderMessage";
import { SharedLinkGone } from "../SharedLinkGone";
import { PasswordGate } from "./PasswordGate";
import { readShareAccess, writeShareAccess } from "./share-session";
import { saveSharedEpub, sharedBookQuery } from "./shared-api";
import { useShareView } from "./use-share-view";

// As soon as the reader's code arrives, in parallel with the link's first answer.
preloadBookFont();

/**
 * Routes /share/:token and /share/:token/embed: the book a share link opens, in the
 * reader, for anyone holding the link and without an account. The password first when
 * the link has one; the embed (for another site's iframe) without the site around it.
 */
export default function SharedReaderPage({ embed = false }: { embed?: boolean }) {
  const { token = "" } = useParams();
  const [access, setAccess] = useState(() => readShareAccess(token));
  const opened = useQuery(sharedBookQuery(token, access));
  const open = opened.data?.locked === false ? opened.data : null;
  useShareView(token, access, open !== null);

  const source = useMemo<ReaderSource | null>(
    () => open && { kind: "share", bookId: open.book.book_meta_unique_id, token, access },
    [open, token, access],
  );
  const shared = useMemo<SharedReading | null>(
    () =>
      open && {
        themes: { book: open.book_theme, page: open.page_theme },
        download: open.allow_download
          ? () => saveSharedEpub(token, access, open.book.book_name)
          : null,
        embed: embed ? { openHref: open.share_url } : null,
      },
    [open, token, access, embed],
  );

  if (opened.isPending) return <PageLoading />;
  if (opened.isError) {
    const status = opened.error instanceof ApiError ? opened.error.status : 0;
    if (status === 404 || status === 410) {
      return (
        <Container className="flex flex-col items-start gap-6 py-16">
          <SharedLinkGone expired={status === 410} />
        </Container>
      );
    }
    return <ReaderMessage kind="error" onRetry={() => void opened.refetch()} />;
  }
  if (!source || !shared) {
    return (
      <PasswordGate
        token={token}
        onUnlocked={(granted) => {
          writeShareAccess(token, granted);
          setAccess(granted.access);
        }}
      />
    );
  }
  return <Reader key={token} source={source} shared={shared} />;
}
