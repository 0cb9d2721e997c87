import * as DropdownMenu from "@radix-ui/react-dropdown-menu";
import { Crown, LogOut } from "lucide-react";
import { Link } from "react-router";
import { useSession } from "../session/session-store";
import { useSignOut } from "../session/use-sign-out";
import { Avatar } from "./Avatar";
import { menuContentClass, menuItemClass } from "./menu-styles";
import { accountItem } from "./nav-items";
import { PremiumBadge } from "./PremiumBadge";

export function AvatarMenu() {
  const { name, email, isPremium } = useSession();
  const signOut = useSignOut();
  const firstName = name?.split(" ")[0] ?? "";
  return (
    <DropdownMenu.Root modal={false}>
      {/* Named by its content, so the name includes the words on the button (WCAG 2.5.3). */}
      <DropdownMenu.Trigger className="flex items-center gap-2 rounded-full py-0.5 pr-3 pl-0.5 text-sm font-medium text-ink hover:bg-paper-deep">
        <Avatar name={name} email={email} />
        <span className="sr-only">Account menu for {name ?? email ?? "you"}: </span>
        <span className="max-w-32 truncate">{firstName}</span>
        {isPremium ? (
          <>
            <Crown className="size-4 text-gold" aria-hidden="true" />
            <span className="sr-only"> (Premium)</span>
          </>
        ) : null}
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
