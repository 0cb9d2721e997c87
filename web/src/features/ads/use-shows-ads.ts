import { useSession } from "../session/session-store";

/** Guests and free users see ads; premium users never do. */
export function useShowsAds(): boolean {
  const session = useSession();
  return session.status !== "checking" && !session.isPremium;
}
