import { type Book, type Share, type ShareCreate, sharePasswordLimits } from "@bindery/contract";
import * as Dialog from "@radix-ui/react-dialog";
import { type FormEvent, useState } from "react";
import { Button } from "../../components/ui/Button";
import { DialogCloseButton, DialogOverlay } from "../../components/ui/DialogParts";
import { controlClass, FieldFrame } from "../../components/ui/FieldFrame";
import { Notice } from "../../components/ui/Notice";
import { usePortalContainer } from "../../components/ui/portal-container";
import { TextField } from "../../components/ui/TextField";
import { detailMessage, fieldMessages } from "../../lib/server-messages";
import { CopyField } from "./CopyField";
import { ShareViewsChart } from "./ShareViewsChart";
import { useShareMutations } from "./share-api";

/** How long a new link lives: days, or null for as long as it is not turned off. */
const EXPIRIES = [
  { label: "Never", days: null },
  { label: "After 1 day", days: 1 },
  { label: "After 7 days", days: 7 },
  { label: "After 30 days", days: 30 },
  { label: "After 90 days", days: 90 },
] as const;

const DATE = new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short" });

interface ShareDialogProps {
  book: Pick<Book, "book_meta_unique_id" | "book_name">;
  /** The book's link, or null when it has none. */
  share: Share | null;
  open: boolean;
  onOpenChange(open: boolean): void;
}

/**
 * Sharing one book: make a link (with a password, an expiry and downloads if wanted),
 * then copy it or the embed code, see its views, make a new one (the old one stops) or
 * turn it off.
 */
export function ShareDialog({ book, share, open, onOpenChange }: ShareDialogProps) {
  const container = usePortalContainer();
  const [replacing, setReplacing] = useState(false);
  const { create, revoke } = useShareMutations(book.book_meta_unique_id);
  const showForm = share === null || replacing;
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (!next) setReplacing(false);
        onOpenChange(next);
      }}
    >
      <Dialog.Portal container={container}>
        <DialogOverlay />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 flex max-h-[calc(100dvh-2rem)] w-[min(34rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 flex-col gap-5 overflow-y-auto rounded-2xl border border-line bg-card p-5 shadow-2xl shadow-ink/30 animate-fade-in sm:p-6">
          <div className="flex items-start justify-between gap-3">
            <div className="min-w-0">
              <Dialog.Title className="font-serif text-2xl font-semibold text-ink">
                Share “{book.book_name}”
              </Dialog.Title>
              <Dialog.Description className="mt-1 text-sm text-ink-soft">
                Anyone with the link reads the book in Bindery, without an account. They cannot
                change it.
              </Dialog.Description>
            </div>
            <DialogCloseButton label="Close sharing" />
          </div>
          {showForm ? (
            <ShareForm
              replacing={share !== null}
              pending={create.isPending}
              error={create.error}
              onCancel={share ? () => setReplacing(false) : undefined}
              onSubmit={(settings) =>
                create.mutate(settings, { onSuccess: () => setReplacing(false) })
              }
            />
          ) : (
            <ShareDetails
              share={share}
              revoking={revoke.isPending}
              revokeError={
                revoke.isError
                  ? (detailMessage(revoke.error) ??
                    "The link could not be turned off. Please try again.")
                  : null
              }
              onReplace={() => {
                create.reset();
                setReplacing(true);
              }}
              onRevoke={() => revoke.mutate()}
            />
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function ShareForm(props: {
  replacing: boolean;
  pending: boolean;
  error: unknown;
  onCancel?(): void;
  onSubmit(settings: ShareCreate): void;
}) {
  const [password, setPassword] = useState("");
  const [expiry, setExpiry] = useState(0);
  const [download, setDownload] = useState(false);
  const fields = fieldMessages(props.error);
  const failure = props.error
    ? (detailMessage(props.error) ??
      (Object.keys(fields).length ? null : "The link could not be made. Please try again."))
    : null;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const days = EXPIRIES[expiry]?.days ?? null;
    props.onSubmit({
      password: password === "" ? null : password,
      expires_at: days === null ? null : new Date(Date.now() + days * 24 * 3600_000).toISOString(),
      allow_download: download,
    });
  };
  return (
    <form onSubmit={submit} className="flex flex-col gap-4">
      {props.replacing ? (
        <Notice tone="info">
          A new link replaces the current one, which stops working at once.
        </Notice>
      ) : null}
      <TextField
        label="Password (optional)"
        name="share-password"
        type="password"
        autoComplete="new-password"
        hint={`Readers are asked for it before anything of the book shows. ${sharePasswordLimits.min} characters or more.`}
        value={password}
        error={fields.password}
        onChange={(event) => setPassword(event.target.value)}
      />
      <FieldFrame label="Link expires" error={fields.expires_at}>
        {(control) => (
          <select
            {...control}
            value={expiry}
            onChange={(event) => setExpiry(Number(event.target.value))}
            className={`h-11 ${controlClass(!!fields.expires_at)}`}
          >
            {EXPIRIES.map((choice, index) => (
              <option key={choice.label} value={index}>
                {choice.label}
              </option>
            ))}
          </select>
        )}
      </FieldFrame>
      <label className="flex items-start gap-3 text-sm text-ink">
        <input
          type="checkbox"
          checked={download}
          onChange={(event) => setDownload(event.target.checked)}
          className="mt-0.5 size-5 accent-accent"
        />
        <span>
          Allow downloading as EPUB
          <span className="block text-ink-faint">Readers can keep a copy for other apps.</span>
        </span>
      </label>
      {failure ? <Notice tone="error">{failure}</Notice> : null}
      <div className="flex flex-wrap justify-end gap-3">
        {props.onCancel ? (
          <Button variant="secondary" disabled={props.pending} onClick={props.onCancel}>
            Keep the current link
          </Button>
        ) : null}
        <Button type="submit" disabled={props.pending}>
          {props.pending ? "Making the link…" : props.replacing ? "Make a new link" : "Make a link"}
        </Button>
      </div>
    </form>
  );
}

function ShareDetails(props: {
  share: Share;
  revoking: boolean;
  revokeError: string | null;
  onReplace(): void;
  onRevoke(): void;
}) {
  const { share } = props;
  const expiry = share.expires_at
    ? `${share.expired ? "Expired" : "Expires"} ${DATE.format(new Date(share.expires_at))}`
    : "Never expires";
  return (
    <div className="flex flex-col gap-4">
      {share.expired ? (
        <Notice tone="error">This link has expired: make a new one to share the book again.</Notice>
      ) : null}
      <CopyField label="Link" value={share.share_url} />
      <CopyField label="Embed code" value={share.embed_html} multiline />
      <ul className="flex flex-wrap gap-2 text-xs text-ink-soft" aria-label="Link settings">
        <li className="rounded-full bg-paper-deep px-3 py-1">
          {share.has_password ? "Password set" : "No password"}
        </li>
        <li className="rounded-full bg-paper-deep px-3 py-1">{expiry}</li>
        <li className="rounded-full bg-paper-deep px-3 py-1">
          {share.allow_download ? "EPUB download allowed" : "No download"}
        </li>
      </ul>
      <ShareViewsChart views={share.views} />
      {props.revokeError ? <Notice tone="error">{props.revokeError}</Notice> : null}
      <div className="flex flex-wrap justify-end gap-3">
        <Button variant="secondary" disabled={props.revoking} onClick={props.onReplace}>
          Make a new link
        </Button>
        <Button variant="danger" disabled={props.revoking} onClick={props.onRevoke}>
          {props.revoking ? "Turning off…" : "Turn off link"}
        </Button>
      </div>
    </div>
  );
}
