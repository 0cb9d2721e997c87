import { useLocation } from "react-router";
import { decideView, type View } from "../../lib/views";
import { useSession } from "../session/session-store";

/** The view `/` is showing, or null on other routes and while the session is checked. */
export function useCurrentView(): View | null {
  const location = useLocation();
  const session = useSession();
  if (location.pathname !== "/" || session.status === "checking") return null;
  const decision = decideView(new URLSearchParams(location.search), session.status === "signed-in");
  return "show" in decision ? decision.show : null;
}
