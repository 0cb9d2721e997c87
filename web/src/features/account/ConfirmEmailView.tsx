import { accountMessages } from "@bindery/contract";
import { useQueryClient } from "@tanstack/react-query";
import { Link, useSearchParams } from "react-router";
import { Button } from "../../components/ui/Button";
import { buttonClass } from "../../components/ui/button-styles";
import { Notice } from "../../components/ui/Notice";
import { viewHref } from "../../lib/views";
import { AuthLayout } from "../auth/AuthLayout";
import { profileQuery } from "../session/profile-query";
import { useSession } from "../session/session-store";
import { confirmEmailChange } from "./account-api";
import { FormOutcome } from "./FormOutcome";
import { useAccountAction } from "./use-account-form";

/**
 * Opened from the link sent to the new address (`?view=confirm-email&token=…`). The change
 * waits for a press, so a mail scanner that opens links changes nothing.
 */
export default function ConfirmEmailView() {
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const signedIn = useSession().status === "signed-in";
  const queryClient = useQueryClient();
  const action = useAccountAction();
  const confirm = () =>
    action.run(async () => {
      const { detail } = await confirmEmailChange({ token });
      // The menu and the account page show the new address at once.
      if (signedIn) await queryClient.fetchQuery({ ...profileQuery, staleTime: 0 });
      return detail;
    });
  const onward = signedIn ? viewHref("account") : viewHref("login");

  return (
    <AuthLayout title="Confirm your new e-mail" subtitle="Make this address your account's e-mail.">
      <title>Confirm e-mail · Bindery</title>
      {!token ? (
        <Notice tone="error">{accountMessages.linkMissing}</Notice>
      ) : action.done ? (
        <>
          <Notice tone="info">{action.done}</Notice>
          <Link to={onward} className={`${buttonClass("primary", "lg")} w-full`}>
            {signedIn ? "Back to your account" : "Log in"}
          </Link>
        </>
      ) : (
        <>
          <FormOutcome
            error={action.error ?? Object.values(action.fieldErrors)[0] ?? null}
            done={null}
          />
          <Button size="lg" disabled={action.pending} onClick={confirm} className="w-full">
            {action.pending ? "Confirming…" : "Confirm e-mail address"}
          </Button>
        </>
      )}
    </AuthLayout>
  );
}
