import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Button } from "../../components/ui/Button";
import { Container } from "../../components/ui/Container";
import { ScreenHeader } from "../../components/ui/ScreenHeader";
import { profileQuery } from "../session/profile-query";
import { useSession } from "../session/session-store";
import { AccountSection } from "./AccountSection";
import { AppPasswordsSection } from "./AppPasswordsSection";
import { DeleteAccountConsequences, DeleteAccountDialog } from "./DeleteAccountDialog";
import { DownloadDataButton } from "./DownloadDataButton";
import { EmailForm } from "./EmailForm";
import { NameForm } from "./NameForm";
import { PasswordForm } from "./PasswordForm";

/** The signed-in user's account: name, e-mail, password, their data, and leaving. */
export default function AccountView() {
  const session = useSession();
  const profile = useQuery(profileQuery).data;
  const [deleting, setDeleting] = useState(false);

  return (
    <Container className="flex max-w-3xl flex-col gap-8 py-10 sm:py-14">
      <title>Your account · Bindery</title>
      <ScreenHeader eyebrow="Account" title="Your account">
        Change your name, e-mail address or password, take a copy of your data, or delete the
        account.
      </ScreenHeader>
      <AccountSection title="Name" description="As it appears in the menu and on your dashboard.">
        {profile ? (
          <NameForm firstName={profile.first_name} lastName={profile.last_name} />
        ) : (
          <p role="status" className="text-ink-faint">
            Loading your name…
          </p>
        )}
      </AccountSection>
      <AccountSection
        title="E-mail address"
        description={
          <>
            Now <strong className="font-medium break-all text-ink">{session.email}</strong>. We send
            a link to the new address; it changes when you open the link.
          </>
        }
      >
        <EmailForm />
      </AccountSection>
      <AccountSection
        title="Password"
        description="At least 8 characters, and not a common password. Changing it signs you out on every other device."
      >
        <PasswordForm email={session.email} />
      </AccountSection>
      <AppPasswordsSection email={session.email ?? ""} />
      <AccountSection
        title="Your data"
        description="A JSON file with your profile, your books, your reading progress and your orders."
      >
        <DownloadDataButton />
      </AccountSection>
      <AccountSection
        title="Delete account"
        tone="danger"
        description={
          <div className="flex flex-col gap-3">
            <DeleteAccountConsequences />
          </div>
        }
      >
        <Button variant="danger" onClick={() => setDeleting(true)} className="self-start">
          Delete account…
        </Button>
        <DeleteAccountDialog open={deleting} onOpenChange={setDeleting} />
      </AccountSection>
    </Container>
  );
}
