import { useSession } from "../session/session-store";

/** Guests and free users see ads; premium users never do (spec section 1). */
export function useShowsAds(): boolean {
  const session = useSession();
  return session.status !== "checking" && !session.isPremium;
}
