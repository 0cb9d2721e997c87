import { accountMessages } from "@bindery/contract";
import { Button } from "../../components/ui/Button";
import { TextField } from "../../components/ui/TextField";
import { writeTokens } from "../../lib/session-storage";
import { changePassword } from "./account-api";
import { checkConfirmation, checkCurrentPassword, checkNewPassword } from "./account-validation";
import { FormOutcome } from "./FormOutcome";
import { NewPasswordFields } from "./NewPasswordFields";
import { useAccountForm } from "./use-account-form";

const fields = ["current_password", "password", "confirm_password"] as const;
type Field = (typeof fields)[number];

/** A new password; other devices are signed out, this one keeps the tokens answered. */
export function PasswordForm({ email }: { email: string | null }) {
  const validate = (field: Field, values: Record<Field, string>) => {
    if (field === "current_password") return checkCurrentPassword(values.current_password);
    if (field === "password") return checkNewPassword(values.password, email);
    return checkConfirmation(values.password, values.confirm_password);
  };
  const form = useAccountForm(
    fields,
    { current_password: "", password: "", confirm_password: "" },
    validate,
  );
  const submit = form.onSubmit(
    async ({ current_password, password }) => {
      writeTokens(await changePassword({ current_password, password }));
      return accountMessages.passwordChanged;
    },
    () => form.reset(),
  );

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-5">
      <TextField
        label="Current password"
        type="password"
        autoComplete="current-password"
        className="sm:max-w-[calc(50%-0.625rem)]"
        {...form.fieldProps("current_password")}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <NewPasswordFields
          password={form.fieldProps("password")}
          confirmation={form.fieldProps("confirm_password")}
        />
      </div>
      <FormOutcome error={form.error} done={form.done} />
      <Button type="submit" disabled={form.pending} className="self-start">
        {form.pending ? "Changing…" : "Change password"}
      </Button>
    </form>
  );
}
