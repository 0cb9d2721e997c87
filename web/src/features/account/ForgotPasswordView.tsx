import { Link } from "react-router";
import { Button } from "../../components/ui/Button";
import { TextField } from "../../components/ui/TextField";
import { viewHref } from "../../lib/views";
import { AuthLayout } from "../auth/AuthLayout";
import { requestPasswordReset } from "./account-api";
import { checkEmail } from "./account-validation";
import { FormOutcome } from "./FormOutcome";
import { useAccountForm } from "./use-account-form";

const fields = ["email"] as const;

/** Asks for a reset link; the answer is the same whether or not the address has an account. */
export default function ForgotPasswordView() {
  const form = useAccountForm(fields, { email: "" }, (_, values) => checkEmail(values.email));
  const submit = form.onSubmit(async (values) => (await requestPasswordReset(values)).detail);

  return (
    <AuthLayout
      title="Forgot your password?"
      subtitle="Enter your account's e-mail address and we will send you a link to choose a new password."
    >
      <title>Forgot password · Bindery</title>
      <FormOutcome error={form.error} done={form.done} />
      <form noValidate onSubmit={submit} className="flex flex-col gap-5">
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          inputMode="email"
          {...form.fieldProps("email")}
        />
        <Button type="submit" size="lg" disabled={form.pending} className="mt-1 w-full">
          {form.pending ? "Sending…" : "Send reset link"}
        </Button>
      </form>
      <p className="text-sm text-ink-soft">
        Remembered it?{" "}
        <Link
          to={viewHref("login")}
          className="font-medium text-accent underline-offset-4 hover:underline"
        >
          Back to login
        </Link>
      </p>
    </AuthLayout>
  );
}
