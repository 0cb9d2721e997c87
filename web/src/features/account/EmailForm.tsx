import { Button } from "../../components/ui/Button";
import { TextField } from "../../components/ui/TextField";
import { requestEmailChange } from "./account-api";
import { checkCurrentPassword, checkEmail } from "./account-validation";
import { FormOutcome } from "./FormOutcome";
import { useAccountForm } from "./use-account-form";

const fields = ["email", "current_password"] as const;

/** Asks for a link at the new address; the address changes only when it is opened. */
export function EmailForm() {
  const form = useAccountForm(fields, { email: "", current_password: "" }, (field, values) =>
    field === "email" ? checkEmail(values.email) : checkCurrentPassword(values.current_password),
  );
  const submit = form.onSubmit(
    async (values) => (await requestEmailChange(values)).detail,
    () => form.reset(),
  );

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label="New e-mail address"
          type="email"
          autoComplete="email"
          inputMode="email"
          {...form.fieldProps("email")}
        />
        <TextField
          label="Current password"
          type="password"
          autoComplete="current-password"
          {...form.fieldProps("current_password")}
        />
      </div>
      <FormOutcome error={form.error} done={form.done} />
      <Button type="submit" disabled={form.pending} className="self-start">
        {form.pending ? "Sending…" : "Send confirmation link"}
      </Button>
    </form>
  );
}
