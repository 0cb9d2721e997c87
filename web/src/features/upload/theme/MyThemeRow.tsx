import { THEME_NAME_MAX_LENGTH, type Theme } from "@bindery/contract";
import { Pencil, Trash2 } from "lucide-react";
import { type FormEvent, useState } from "react";
import { Button } from "../../../components/ui/Button";
import { ConfirmDeleteDialog } from "../../../components/ui/ConfirmDeleteDialog";
import { TextField } from "../../../components/ui/TextField";
import { detailMessage, fieldMessages } from "../../../lib/server-messages";
import { useDeleteTheme, useRenameTheme } from "./user-themes-api";

const TRY_AGAIN = "Something went wrong. Please try again.";

/** One of the user's themes: its preview and name, renamed in place or deleted after asking. */
export function MyThemeRow({ theme }: { theme: Theme }) {
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState(theme.theme_name);
  const [confirming, setConfirming] = useState(false);
  const rename = useRenameTheme(theme.theme_meta_unique_id);
  const removal = useDeleteTheme(theme.theme_meta_unique_id);
  const renameError = rename.isError
    ? (fieldMessages(rename.error).title ?? detailMessage(rename.error) ?? TRY_AGAIN)
    : null;

  const save = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    rename.mutate(name.trim(), { onSuccess: () => setEditing(false) });
  };

  return (
    <li className="flex flex-wrap items-center gap-4 py-4">
      <img
        src={theme.theme_url}
        alt=""
        className="h-14 w-20 shrink-0 rounded-md border border-line object-cover"
      />
      {editing ? (
        <form onSubmit={save} className="flex min-w-0 flex-1 flex-wrap items-end gap-3">
          <TextField
            label="New name"
            name="theme-name"
            value={name}
            maxLength={THEME_NAME_MAX_LENGTH}
            onChange={(event) => setName(event.target.value)}
            error={renameError}
            className="min-w-48 flex-1"
            autoFocus
          />
          <div className="flex gap-2">
            <Button type="submit" disabled={rename.isPending}>
              {rename.isPending ? "Saving…" : "Save"}
            </Button>
            <Button variant="ghost" onClick={() => setEditing(false)}>
              Cancel
            </Button>
          </div>
        </form>
      ) : (
        <>
          <span className="min-w-0 flex-1 truncate font-serif text-lg font-semibold text-ink">
            {theme.theme_name}
          </span>
          <div className="flex gap-2">
            <Button
              variant="secondary"
              aria-label={`Rename “${theme.theme_name}”`}
              onClick={() => {
                rename.reset();
                setName(theme.theme_name);
                setEditing(true);
              }}
            >
              <Pencil className="size-4" aria-hidden="true" />
              Rename
            </Button>
            <Button
              variant="secondary"
              aria-label={`Delete “${theme.theme_name}”`}
              onClick={() => {
                removal.reset();
                setConfirming(true);
              }}
            >
              <Trash2 className="size-4" aria-hidden="true" />
              Delete
            </Button>
          </div>
        </>
      )}
      <ConfirmDeleteDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Delete this theme?"
        confirmLabel="Delete theme"
        pending={removal.isPending}
        error={removal.isError ? (detailMessage(removal.error) ?? TRY_AGAIN) : null}
        onConfirm={() => removal.mutate(undefined, { onSuccess: () => setConfirming(false) })}
      >
        <p>
          <strong className="font-semibold text-ink">“{theme.theme_name}”</strong> will be deleted
          with its picture and sound. Books you read with it go back to the default theme.
        </p>
      </ConfirmDeleteDialog>
    </li>
  );
}
