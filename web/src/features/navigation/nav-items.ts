import {
  BookOpen,
  BookUp,
  Home,
  LayoutDashboard,
  Library,
  LogIn,
  type LucideIcon,
  Palette,
  Upload,
  UserCog,
  UserPlus,
} from "lucide-react";
import { type View, viewHref } from "../../lib/views";

export interface NavLinkItem {
  label: string;
  href: string;
  /** The view this entry opens, to mark it as the current page. */
  view: View;
  icon: LucideIcon;
}

/**
 * The navigation entries, shared by the desktop header and the mobile menu so
 * the two cannot drift apart.
 */
export function guestNavItems(currentView: View | null): NavLinkItem[] {
  return [
    { label: "Home", href: viewHref("home"), view: "home", icon: Home },
    { label: "Books", href: viewHref("books"), view: "books", icon: Library },
    currentView === "login"
      ? { label: "Sign Up", href: viewHref("signup"), view: "signup", icon: UserPlus }
      : { label: "Upload", href: viewHref("upload-book"), view: "upload-book", icon: Upload },
    { label: "Login", href: viewHref("login"), view: "login", icon: LogIn },
  ];
}

export const UPLOAD_MENU_LABEL = "Upload";

export const memberUploadItems: NavLinkItem[] = [
  { label: "Upload Book", href: viewHref("upload-book"), view: "upload-book", icon: BookUp },
  { label: "Upload Theme", href: viewHref("upload-theme"), view: "upload-theme", icon: Palette },
];

export const memberNavItems: NavLinkItem[] = [
  { label: "Dashboard", href: viewHref("dashboard"), view: "dashboard", icon: LayoutDashboard },
  { label: "My Books", href: viewHref("my-books"), view: "my-books", icon: BookOpen },
  { label: "Public Books", href: viewHref("books"), view: "books", icon: Library },
];

/** In the account menu, above Logout. */
export const accountItem: NavLinkItem = {
  label: "Account",
  href: viewHref("account"),
  view: "account",
  icon: UserCog,
};
