import { accountMessages } from "@bindery/contract";
import { useQueryClient } from "@tanstack/react-query";
import { Link, useSearchParams } from "react-router";
import { Button } from "../../components/ui/Button";
import { buttonClass } from "../../components/ui/button-styles";
import { Notice } from "../../components/ui/Notice";
import { clearStorage } from "../../lib/session-storage";
import { viewHref } from "../../lib/views";
import { AuthLayout } from "../auth/AuthLayout";
import { resetPassword } from "./account-api";
import { checkConfirmation, checkNewPassword } from "./account-validation";
import { FormOutcome } from "./FormOutcome";
import { NewPasswordFields } from "./NewPasswordFields";
import { useAccountForm } from "./use-account-form";

const fields = ["password", "confirm_password"] as const;
type Field = (typeof fields)[number];

/** Opened from the e-mailed link (`?view=reset-password&token=…`): sets a new password. */
export default function ResetPasswordView() {
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const queryClient = useQueryClient();
  const validate = (field: Field, values: Record<Field, string>) =>
    field === "password"
      ? checkNewPassword(values.password, null)
      : checkConfirmation(values.password, values.confirm_password);
  const form = useAccountForm(fields, { password: "", confirm_password: "" }, validate);
  const submit = form.onSubmit(
    async ({ password }) => (await resetPassword({ token, password })).detail,
    () => {
      // Every sign-in ended with the reset, this browser's too.
      clearStorage();
      queryClient.clear();
    },
  );

  const loginLink = (
    <Link to={viewHref("login")} className={`${buttonClass("primary", "lg")} w-full`}>
      Log in
    </Link>
  );
  const askAgain = (
    <Link to={viewHref("forgot-password")} className={`${buttonClass("secondary", "lg")} w-full`}>
      Ask for a new link
    </Link>
  );
  const body = !token ? (
    <>
      <Notice tone="error">{accountMessages.linkMissing}</Notice>
      {askAgain}
    </>
  ) : form.done ? (
    <>
      <Notice tone="info">{form.done}</Notice>
      {loginLink}
    </>
  ) : (
    <>
      <FormOutcome error={form.error} done={null} />
      {form.error === accountMessages.linkInvalid ? askAgain : null}
      <form noValidate onSubmit={submit} className="flex flex-col gap-5">
        <NewPasswordFields
          password={form.fieldProps("password")}
          confirmation={form.fieldProps("confirm_password")}
          hint="At least 8 characters; not a common password."
        />
        <Button type="submit" size="lg" disabled={form.pending} className="mt-1 w-full">
          {form.pending ? "Saving…" : "Set new password"}
        </Button>
      </form>
    </>
  );

  return (
    <AuthLayout
      title="Choose a new password"
      subtitle="After this, every device signed in to your account is signed out."
    >
      <title>Reset password · Bindery</title>
      {body}
    </AuthLayout>
  );
}
