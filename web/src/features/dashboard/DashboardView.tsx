import { Container } from "../../components/ui/Container";
import { ScreenHeader } from "../../components/ui/ScreenHeader";
import { isNewAccount } from "../../lib/session-storage";
import { AdSlot } from "../ads/AdSlot";
import { PublicBooksShelf } from "../library/PublicBooksShelf";
import { SavedOfflineShelf } from "../library/SavedOfflineShelf";
import { useSession } from "../session/session-store";
import { AccountCard } from "./AccountCard";
import { ContinueReading } from "./ContinueReading";

export default function DashboardView() {
  const session = useSession();
  const firstName = session.name?.split(" ")[0];
  // An account made a moment ago is new here, not back.
  const welcome = isNewAccount(session.email) ? "Welcome" : "Welcome back";

  return (
    // One column on phones, the account last; beside the greeting on wide screens.
    <Container className="grid gap-12 py-10 sm:py-14 lg:grid-cols-[1fr_21rem] lg:gap-x-10">
      <title>Dashboard · Bindery</title>
      <div className="self-center">
        <ScreenHeader eyebrow="Dashboard" title={firstName ? `${welcome}, ${firstName}` : welcome}>
          Your books, your reading progress and the free library, all in one place.
        </ScreenHeader>
      </div>
      <div className="order-last lg:order-none">
        <AccountCard session={session} />
      </div>
      <div className="flex min-w-0 flex-col gap-12 lg:col-span-2">
        <ContinueReading />
        <SavedOfflineShelf />
        <AdSlot />
        <PublicBooksShelf
          title="Public Domain Books"
          description="Classics whose copyright has run out, free for everyone to read."
          rows={2}
        />
      </div>
    </Container>
  );
}
