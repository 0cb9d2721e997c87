import { ChevronDown, Crown } from "lucide-react";
import { useSession } from "../session/session-store";
import { Avatar } from "./Avatar";
import { UPLOAD_MENU_LABEL } from "./nav-items";
import { navLinkClass } from "./nav-link-styles";

/**
 * The faces of the member's menu buttons, without the menus: the same face stands in for
 * a menu while its code loads (MemberMenus.tsx), so nothing in the header moves.
 */
/**
 * Given as the loaded menu's trigger ref when its stand-in had the focus: focuses the
 * trigger once, as it mounts (a stable function, so React calls it only then).
 */
export const focusOnMount = (element: HTMLElement | null) => element?.focus();

export const uploadTriggerClass = (active: boolean) => `${navLinkClass(active)} gap-1`;

export function UploadTriggerFace() {
  return (
    <>
      {UPLOAD_MENU_LABEL}
      <ChevronDown className="size-4" aria-hidden="true" />
    </>
  );
}

export const avatarTriggerClass =
  "flex items-center gap-2 rounded-full py-0.5 pr-3 pl-0.5 text-sm font-medium text-ink hover:bg-paper-deep";

export function AvatarTriggerFace() {
  const { name, email, isPremium } = useSession();
  const firstName = name?.split(" ")[0] ?? "";
  return (
    <>
      <Avatar name={name} email={email} />
      {/* Named by its content, so the name includes the words on the button (WCAG 2.5.3). */}
      <span className="sr-only">Account menu for {name ?? email ?? "you"}: </span>
      <span className="max-w-32 truncate">{firstName}</span>
      {isPremium ? (
        <>
          <Crown className="size-4 text-gold" aria-hidden="true" />
          <span className="sr-only"> (Premium)</span>
        </>
      ) : null}
    </>
  );
}
