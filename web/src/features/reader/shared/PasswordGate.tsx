import type { ShareAccess } from "@bindery/contract";
import { LockKeyhole } from "lucide-react";
import { type FormEvent, useState } from "react";
import { Button } from "../../../components/ui/Button";
import { TextField } from "../../../components/ui/TextField";
import { detailMessage, firstFieldMessage } from "../../../lib/server-messages";
import { unlockSharedBook } from "./shared-api";

/**
 * A password-protected link asks for its password before anything of the book is sent:
 * not its title, cover or pages. The server checks the password and counts the guesses.
 */
export function PasswordGate({
  token,
  onUnlocked,
}: {
  token: string;
  onUnlocked(access: ShareAccess): void;
}) {
  const [password, setPassword] = useState("");
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setPending(true);
    setError(null);
    try {
      onUnlocked(await unlockSharedBook(token, password));
    } catch (failure) {
      setError(
        detailMessage(failure) ??
          firstFieldMessage(failure) ??
          "The password could not be checked. Check your connection and try again.",
      );
      setPending(false);
    }
  };
  return (
    <div className="flex flex-1 items-center justify-center bg-night px-4 py-10">
      <title>A shared book · Bindery</title>
      <form
        onSubmit={(event) => void submit(event)}
        className="flex w-full max-w-sm flex-col gap-5 rounded-2xl border border-line bg-card p-6 shadow-2xl sm:p-8"
      >
        <div className="flex flex-col items-start gap-3">
          <span className="rounded-full bg-gold-soft p-2.5 text-accent">
            <LockKeyhole className="size-5" aria-hidden="true" />
          </span>
          <h1 className="font-serif text-2xl font-semibold text-ink">This book has a password</h1>
          <p className="text-sm text-ink-soft">
            The person who shared it set one. Enter it to open the book.
          </p>
        </div>
        <TextField
          label="Password"
          name="password"
          type="password"
          autoComplete="off"
          required
          value={password}
          error={error}
          onChange={(event) => setPassword(event.target.value)}
        />
        <Button type="submit" disabled={pending || password === ""}>
          {pending ? "Checking…" : "Open the book"}
        </Button>
      </form>
    </div>
  );
}
