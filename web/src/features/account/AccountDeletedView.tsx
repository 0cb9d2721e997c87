import { accountMessages } from "@bindery/contract";
import { Link } from "react-router";
import { buttonClass } from "../../components/ui/button-styles";
import { Notice } from "../../components/ui/Notice";
import { viewHref } from "../../lib/views";
import { AuthLayout } from "../auth/AuthLayout";

/** Where a deleted account's owner lands, signed out. */
export default function AccountDeletedView() {
  return (
    <AuthLayout title="Account deleted" subtitle="Thank you for reading with Bindery.">
      <title>Account deleted · Bindery</title>
      <Notice tone="info">{accountMessages.accountDeleted}</Notice>
      <p className="text-ink-soft">
        Orders you paid for are kept without your name or e-mail, as accounting requires.
      </p>
      <Link to={viewHref("home")} className={`${buttonClass("secondary", "lg")} w-full`}>
        Go to the home page
      </Link>
    </AuthLayout>
  );
}
