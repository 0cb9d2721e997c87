import * as Dialog from "@radix-ui/react-dialog";
import { useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { Button } from "../../components/ui/Button";
import { DialogOverlay } from "../../components/ui/DialogParts";
import { TextField } from "../../components/ui/TextField";
import { clearStorage } from "../../lib/session-storage";
import { viewHref } from "../../lib/views";
import { deleteAccount } from "./account-api";
import { checkCurrentPassword } from "./account-validation";
import { FormOutcome } from "./FormOutcome";
import { useAccountForm } from "./use-account-form";

const fields = ["current_password"] as const;

/** What deleting takes away and what stays, said before the password is asked for. */
export function DeleteAccountConsequences() {
  return (
    <>
      <p>
        Deleting your account removes your uploaded books and their files, your themes, your reading
        progress and settings, and signs you out everywhere. It cannot be undone.
      </p>
      <p>
        Orders you paid for are kept, without your name or e-mail, because the law requires payment
        records for accounting.
      </p>
    </>
  );
}

/** Asks for the password, then deletes the account and leaves the user signed out at home. */
export function DeleteAccountDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
}) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const form = useAccountForm(fields, { current_password: "" }, (_, values) =>
    checkCurrentPassword(values.current_password),
  );
  const submit = form.onSubmit(
    async (values) => (await deleteAccount(values)).detail,
    () => {
      navigate(viewHref("account-deleted"), { replace: true });
      clearStorage();
      queryClient.clear();
    },
  );

  return (
    <Dialog.Root open={open} onOpenChange={(next) => !form.pending && onOpenChange(next)}>
      <Dialog.Portal>
        <DialogOverlay />
        <Dialog.Content
          role="alertdialog"
          className="fixed top-1/2 left-1/2 z-50 flex max-h-[calc(100dvh-2rem)] w-[min(30rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 flex-col gap-4 overflow-y-auto rounded-2xl border border-line bg-card p-6 shadow-2xl shadow-ink/30 animate-fade-in"
        >
          <Dialog.Title className="font-serif text-2xl font-semibold text-ink">
            Delete your account?
          </Dialog.Title>
          <Dialog.Description asChild>
            <div className="flex flex-col gap-3 text-ink-soft">
              <DeleteAccountConsequences />
            </div>
          </Dialog.Description>
          <form noValidate onSubmit={submit} className="flex flex-col gap-4">
            <TextField
              label="Your password"
              type="password"
              autoComplete="current-password"
              {...form.fieldProps("current_password")}
            />
            <FormOutcome error={form.error} done={null} />
            <div className="mt-2 flex flex-wrap justify-end gap-3">
              <Dialog.Close asChild>
                <Button variant="secondary" disabled={form.pending}>
                  Cancel
                </Button>
              </Dialog.Close>
              <Button type="submit" variant="danger" disabled={form.pending}>
                {form.pending ? "Deleting…" : "Delete my account"}
              </Button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
