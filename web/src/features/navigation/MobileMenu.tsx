import * as Dialog from "@radix-ui/react-dialog";
import { LogOut, Menu } from "lucide-react";
import { useEffect, useState } from "react";
import { Link } from "react-router";
import { DialogCloseButton, DialogOverlay } from "../../components/ui/DialogParts";
import type { View } from "../../lib/views";
import { useSession } from "../session/session-store";
import { useSignOut } from "../session/use-sign-out";
import { Avatar } from "./Avatar";
import { earlyMenuTrigger, takeEarlyMenuTap } from "./early-menu-tap";
import {
  accountItem,
  guestNavItems,
  memberNavItems,
  memberUploadItems,
  type NavLinkItem,
  UPLOAD_MENU_LABEL,
} from "./nav-items";
import { PremiumBadge } from "./PremiumBadge";

interface MobileMenuProps {
  signedIn: boolean;
  currentView: View | null;
}

const rowClass =
  "flex items-center gap-3 rounded-xl px-3 py-3 text-base font-medium text-ink hover:bg-paper-deep";

function MenuLink({ item, currentView }: { item: NavLinkItem; currentView: View | null }) {
  const current = item.view === currentView;
  const Icon = item.icon;
  return (
    <li>
      {/* Closing on click lets the chosen view show without a menu over it. */}
      <Dialog.Close asChild>
        <Link
          to={item.href}
          className={`${rowClass} ${current ? "bg-paper-deep text-accent" : ""}`}
          aria-current={current ? "page" : undefined}
        >
          <Icon className="size-5 text-accent" aria-hidden="true" />
          {item.label}
        </Link>
      </Dialog.Close>
    </li>
  );
}

/** Under 768 px the header's entries move into this sheet; it lists exactly the same ones. */
export function MobileMenu({ signedIn, currentView }: MobileMenuProps) {
  const { name, email, isPremium } = useSession();
  const signOut = useSignOut();
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (takeEarlyMenuTap()) setOpen(true);
  }, []);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger
        {...earlyMenuTrigger}
        aria-label="Open menu"
        className="inline-flex size-11 items-center justify-center rounded-full text-ink hover:bg-paper-deep md:hidden"
      >
        <Menu className="size-6" aria-hidden="true" />
      </Dialog.Trigger>
      <Dialog.Portal>
        <DialogOverlay />
        <Dialog.Content
          aria-describedby={undefined}
          className="fixed inset-x-3 top-3 z-50 max-h-[calc(100dvh-1.5rem)] overflow-y-auto rounded-2xl border border-line bg-card p-4 shadow-2xl shadow-ink/20 animate-fade-in"
        >
          <div className="mb-2 flex items-center justify-between pl-3">
            <Dialog.Title className="font-serif text-lg font-semibold">Menu</Dialog.Title>
            <DialogCloseButton label="Close menu" />
          </div>
          {signedIn ? (
            <>
              <div className="mb-3 flex items-center gap-3 rounded-xl bg-paper px-3 py-3">
                <Avatar name={name} email={email} size="lg" />
                <div className="flex min-w-0 flex-col">
                  <span className="truncate font-serif font-semibold">{name}</span>
                  <span className="truncate text-sm text-ink-soft">{email}</span>
                  {isPremium ? <PremiumBadge /> : null}
                </div>
              </div>
              <nav aria-label="Main">
                <p className="px-3 pt-1 pb-1 text-xs font-semibold uppercase tracking-[0.16em] text-ink-faint">
                  {UPLOAD_MENU_LABEL}
                </p>
                <ul className="mb-2">
                  {memberUploadItems.map((item) => (
                    <MenuLink key={item.label} item={item} currentView={currentView} />
                  ))}
                </ul>
                <ul className="border-t border-line pt-2">
                  {memberNavItems.map((item) => (
                    <MenuLink key={item.label} item={item} currentView={currentView} />
                  ))}
                </ul>
              </nav>
              <div className="mt-2 border-t border-line pt-2">
                <ul>
                  <MenuLink item={accountItem} currentView={currentView} />
                </ul>
                <Dialog.Close asChild>
                  <button type="button" className={`${rowClass} w-full`} onClick={signOut}>
                    <LogOut className="size-5 text-accent" aria-hidden="true" />
                    Logout
                  </button>
                </Dialog.Close>
              </div>
            </>
          ) : (
            <nav aria-label="Main">
              <ul>
                {guestNavItems(currentView).map((item) => (
                  <MenuLink key={item.label} item={item} currentView={currentView} />
                ))}
              </ul>
            </nav>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
