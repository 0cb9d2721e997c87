import * as DropdownMenu from "@radix-ui/react-dropdown-menu";
import { LogOut } from "lucide-react";
import { Link } from "react-router";
import { useSession } from "../session/session-store";
import { useSignOut } from "../session/use-sign-out";
import { Avatar } from "./Avatar";
import { menuContentClass, menuItemClass } from "./menu-styles";
import { AvatarTriggerFace, avatarTriggerClass, focusOnMount } from "./menu-triggers";
import { accountItem } from "./nav-items";
import { PremiumBadge } from "./PremiumBadge";

/**
 * `defaultOpen`: the member asked for the menu before its code came; `takeFocus`: its
 * stand-in had the focus then (MemberMenus.tsx).
 */
export function AvatarMenu({
  defaultOpen,
  takeFocus,
}: {
  defaultOpen: boolean;
  takeFocus: boolean;
}) {
  const { name, email, isPremium } = useSession();
  const signOut = useSignOut();
  return (
    <DropdownMenu.Root modal={false} defaultOpen={defaultOpen}>
      <DropdownMenu.Trigger
        className={avatarTriggerClass}
        ref={takeFocus ? focusOnMount : undefined}
      >
        <AvatarTriggerFace />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content align="end" sideOffset={8} className={menuContentClass}>
          <DropdownMenu.Label className="flex items-center gap-3 px-3 py-2.5">
            <Avatar name={name} email={email} size="lg" />
            <span className="flex min-w-0 flex-col">
              <span className="truncate font-serif text-base font-semibold text-ink">{name}</span>
              <span className="truncate text-sm text-ink-soft">{email}</span>
              {isPremium ? <PremiumBadge /> : null}
            </span>
          </DropdownMenu.Label>
          <DropdownMenu.Separator className="my-1 h-px bg-line" />
          <DropdownMenu.Item className={menuItemClass} asChild>
            <Link to={accountItem.href}>
              <accountItem.icon className="size-4 text-accent" aria-hidden="true" />
              {accountItem.label}
            </Link>
          </DropdownMenu.Item>
          <DropdownMenu.Item className={menuItemClass} onSelect={signOut}>
            <LogOut className="size-4 text-accent" aria-hidden="true" />
            Logout
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
