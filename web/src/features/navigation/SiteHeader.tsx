import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { Container } from "../../components/ui/Container";
import { Logo } from "../../components/ui/Logo";
import { profileQuery } from "../session/profile-query";
import { useSession } from "../session/session-store";
import { DesktopNav } from "./DesktopNav";
import { MobileMenu } from "./MobileMenu";
import { useCurrentView } from "./use-current-view";

export function SiteHeader() {
  const { status } = useSession();
  const currentView = useCurrentView();
  const signedIn = status === "signed-in";
  // Wherever a signed-in user lands, the stored name and plan are checked against the
  // server (at most once a minute): premium bought on another device shows here too.
  useQuery({ ...profileQuery, enabled: signedIn });
  return (
    <header
      data-site-header=""
      className="sticky top-0 z-30 border-b border-line/80 bg-paper/90 backdrop-blur supports-[backdrop-filter]:bg-paper/75"
    >
      <Container className="flex h-16 items-center justify-between gap-4">
        <Link to="/" aria-label="Bindery, home" className="rounded-lg">
          <Logo />
        </Link>
        {/* While the session is checked no entries are drawn, so none flash and vanish. */}
        {status === "checking" ? null : (
          <>
            <DesktopNav signedIn={signedIn} currentView={currentView} />
            <MobileMenu signedIn={signedIn} currentView={currentView} />
          </>
        )}
      </Container>
    </header>
  );
}
