import { useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { Button } from "../../components/ui/Button";
import { Notice } from "../../components/ui/Notice";
import { TextField } from "../../components/ui/TextField";
import { track } from "../../lib/analytics";
import { writeTokens } from "../../lib/session-storage";
import { parseNext, viewHref } from "../../lib/views";
import { login } from "../session/accounts-api";
import { carryGuestPlaces } from "../session/carry-guest-places";
import { profileQuery } from "../session/profile-query";
import { AuthLayout } from "./AuthLayout";
import { focusField } from "./focus-field";
import { LOGIN_PROMPTS } from "./login-prompts";
import { loginErrorMessage } from "./server-errors";
import { useValidatedForm } from "./use-validated-form";
import { loginFields, validateLoginField } from "./validation";

export default function LoginView() {
  const [params] = useSearchParams();
  const next = parseNext(params.get("next"));
  const prompt = next ? LOGIN_PROMPTS[next] : undefined;
  const queryClient = useQueryClient();
  const form = useValidatedForm(loginFields, { email: "", password: "" }, validateLoginField);
  const [serverError, setServerError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setServerError(null);
    const invalid = form.validateAll();
    if (invalid) return focusField(event, invalid);
    setSubmitting(true);
    try {
      const tokens = await login(form.values);
      track({ name: "log_in" });
      await carryGuestPlaces(tokens.access);
      queryClient.clear();
      writeTokens(tokens);
      // Storing the tokens signs the user in and the `/` route moves on to the dashboard
      // (or where they were headed); the profile fills in their name meanwhile.
      void queryClient.prefetchQuery(profileQuery);
    } catch (error) {
      setServerError(loginErrorMessage(error));
      setSubmitting(false);
    }
  };

  return (
    <AuthLayout title="Welcome back" subtitle="Log in to pick up where you left off.">
      <title>Login · Bindery</title>
      {prompt ? <Notice tone="info">{prompt}</Notice> : null}
      {serverError ? <Notice tone="error">{serverError}</Notice> : null}
      <form noValidate onSubmit={submit} className="flex flex-col gap-5">
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          inputMode="email"
          {...form.fieldProps("email")}
        />
        <div className="flex flex-col gap-2">
          <TextField
            label="Password"
            type="password"
            autoComplete="current-password"
            {...form.fieldProps("password")}
          />
          <Link
            to={viewHref("forgot-password")}
            className="self-end py-1 text-sm font-medium text-accent underline-offset-4 hover:underline"
          >
            Forgot your password?
          </Link>
        </div>
        <Button type="submit" size="lg" disabled={submitting} className="mt-1 w-full">
          {submitting ? "Logging in…" : "Log in"}
        </Button>
      </form>
      <p className="text-sm text-ink-soft">
        New to Bindery?{" "}
        <Link
          to={viewHref("signup", next)}
          className="font-medium text-accent underline-offset-4 hover:underline"
        >
          Create an account
        </Link>
      </p>
    </AuthLayout>
  );
}
