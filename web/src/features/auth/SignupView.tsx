import { useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { Button } from "../../components/ui/Button";
import { Notice } from "../../components/ui/Notice";
import { TextField } from "../../components/ui/TextField";
import { track } from "../../lib/analytics";
import { markNewAccount, writeProfile, writeTokens } from "../../lib/session-storage";
import { parseNext, viewHref } from "../../lib/views";
import { signup } from "../session/accounts-api";
import { carryGuestPlaces } from "../session/carry-guest-places";
import { profileQuery } from "../session/profile-query";
import { AuthLayout } from "./AuthLayout";
import { focusField } from "./focus-field";
import { LOGIN_PROMPTS } from "./login-prompts";
import { signupErrorMessage } from "./server-errors";
import { useValidatedForm } from "./use-validated-form";
import { signupFields, validateSignupField } from "./validation";

const emptySignup = {
  first_name: "",
  last_name: "",
  email: "",
  password: "",
  confirm_password: "",
};

export default function SignupView() {
  const [params] = useSearchParams();
  const next = parseNext(params.get("next"));
  const prompt = next ? LOGIN_PROMPTS[next] : undefined;
  const queryClient = useQueryClient();
  const form = useValidatedForm(signupFields, emptySignup, validateSignupField);
  const [serverError, setServerError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setServerError(null);
    const invalid = form.validateAll();
    if (invalid) return focusField(event, invalid);
    setSubmitting(true);
    const { confirm_password: _confirmed, ...account } = form.values;
    try {
      const { access, refresh, ...profile } = await signup(account);
      track({ name: "sign_up" });
      await carryGuestPlaces(access);
      queryClient.clear();
      queryClient.setQueryData(profileQuery.queryKey, profile);
      // The profile first, so the header has the name the moment the tokens sign the user in.
      writeProfile(profile);
      markNewAccount(profile.email);
      writeTokens({ access, refresh });
    } catch (error) {
      setServerError(signupErrorMessage(error));
      setSubmitting(false);
    }
  };

  return (
    <AuthLayout
      title="Create your account"
      subtitle="Keep your place in every book and build a shelf of your own."
    >
      <title>Sign up · Bindery</title>
      {prompt ? <Notice tone="info">{prompt}</Notice> : null}
      {serverError ? <Notice tone="error">{serverError}</Notice> : null}
      <form noValidate onSubmit={submit} className="grid gap-5 sm:grid-cols-2">
        <TextField
          label="First name"
          autoComplete="given-name"
          {...form.fieldProps("first_name")}
        />
        <TextField label="Last name" autoComplete="family-name" {...form.fieldProps("last_name")} />
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          inputMode="email"
          className="sm:col-span-2"
          {...form.fieldProps("email")}
        />
        <TextField
          label="Password"
          type="password"
          autoComplete="new-password"
          {...form.fieldProps("password")}
        />
        <TextField
          label="Confirm password"
          type="password"
          autoComplete="new-password"
          {...form.fieldProps("confirm_password")}
        />
        <Button type="submit" size="lg" disabled={submitting} className="mt-1 w-full sm:col-span-2">
          {submitting ? "Creating your account…" : "Sign up"}
        </Button>
      </form>
      <p className="text-sm text-ink-soft">
        Already have an account?{" "}
        <Link
          to={viewHref("login", next)}
          className="font-medium text-accent underline-offset-4 hover:underline"
        >
          Log in
        </Link>
      </p>
    </AuthLayout>
  );
}
