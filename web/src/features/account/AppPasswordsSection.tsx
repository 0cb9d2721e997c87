import { OPDS_V1_CATALOG_PATH, OPDS_V2_CATALOG_PATH } from "@bindery/contract";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { Button } from "../../components/ui/Button";
import { TextField } from "../../components/ui/TextField";
import { AccountSection } from "./AccountSection";
import { createAppPassword, deleteAppPassword, listAppPasswords } from "./account-api";
import { FormOutcome } from "./FormOutcome";
import { useAccountAction } from "./use-account-form";

const QUERY_KEY = ["app-passwords"];

const when = (iso: string | null) =>
  iso ? new Date(iso).toLocaleDateString(undefined, { dateStyle: "medium" }) : "Never";

/**
 * Reading apps (KOReader, Thorium, a Kobo) browse Bindery's OPDS catalogs and sign in to
 * a member's own books with the e-mail address and an app password made here: each is
 * shown once and can be revoked alone, and the account password never goes into an app.
 */
export function AppPasswordsSection({ email }: { email: string }) {
  const client = useQueryClient();
  const list = useQuery({ queryKey: QUERY_KEY, queryFn: listAppPasswords });
  const action = useAccountAction();
  const [name, setName] = useState("");
  const [shown, setShown] = useState<{ name: string; password: string } | null>(null);
  const origin = window.location.origin;

  const create = (event: FormEvent) => {
    event.preventDefault();
    void action.run(async () => {
      const created = await createAppPassword(name);
      setShown({ name: created.name, password: created.password });
      setName("");
      await client.invalidateQueries({ queryKey: QUERY_KEY });
      return null;
    });
  };
  const revoke = (id: string, label: string) =>
    void action.run(async () => {
      await deleteAppPassword(id);
      if (shown?.name === label) setShown(null);
      await client.invalidateQueries({ queryKey: QUERY_KEY });
      return `“${label}” was revoked: apps using it are signed out.`;
    });

  return (
    <AccountSection
      title="Reading apps"
      description="Add Bindery's catalog to a reading app (KOReader, Thorium, Apple Books with an OPDS app) to download the public books and your own as EPUB. To see your own books there, sign in with your e-mail address and an app password, never your account password."
    >
      <dl className="grid gap-3 text-sm">
        {[
          ["OPDS 1.2 catalog (most apps)", `${origin}${OPDS_V1_CATALOG_PATH}`],
          ["OPDS 2 catalog", `${origin}${OPDS_V2_CATALOG_PATH}`],
          ["User name", email],
        ].map(([label, value]) => (
          <div key={label} className="flex flex-col gap-1">
            <dt className="font-medium text-ink">{label}</dt>
            <dd>
              <code className="block rounded-lg bg-paper-deep px-3 py-2 break-all text-ink">
                {value}
              </code>
            </dd>
          </div>
        ))}
      </dl>

      <form noValidate onSubmit={create} className="flex flex-col gap-4 sm:flex-row sm:items-end">
        <TextField
          label="New app password for"
          name="name"
          placeholder="KOReader on my Kobo"
          value={name}
          maxLength={80}
          onChange={(event) => setName(event.target.value)}
          error={action.fieldErrors.name}
          className="sm:flex-1"
        />
        <Button type="submit" disabled={action.pending} className="self-start sm:self-end">
          {action.pending ? "Making…" : "Make app password"}
        </Button>
      </form>

      {shown ? (
        <div
          role="status"
          className="flex flex-col gap-2 rounded-2xl border border-line bg-paper-deep p-4"
        >
          <p className="text-ink">
            The app password for <strong>{shown.name}</strong>. Copy it into the app now: it is not
            shown again.
          </p>
          <code className="text-lg font-semibold tracking-wide break-all text-ink">
            {shown.password}
          </code>
        </div>
      ) : null}
      <FormOutcome error={action.error} done={action.done} />

      {list.data && list.data.app_passwords.length > 0 ? (
        <ul className="flex flex-col divide-y divide-line rounded-2xl border border-line">
          {list.data.app_passwords.map((item) => (
            <li
              key={item.id}
              className="flex flex-wrap items-center justify-between gap-3 px-4 py-3"
            >
              <div className="flex min-w-0 flex-col">
                <span className="font-medium break-words text-ink">{item.name}</span>
                <span className="text-sm text-ink-soft">
                  Made {when(item.created_at)} · last used {when(item.last_used_at).toLowerCase()}
                </span>
              </div>
              <Button
                variant="secondary"
                disabled={action.pending}
                onClick={() => revoke(item.id, item.name)}
                aria-label={`Revoke the app password for ${item.name}`}
              >
                Revoke
              </Button>
            </li>
          ))}
        </ul>
      ) : list.data ? (
        <p className="text-ink-soft">No app passwords yet.</p>
      ) : null}
    </AccountSection>
  );
}
