import { Link } from "react-router";
import { buttonClass } from "../../components/ui/button-styles";
import type { View } from "../../lib/views";
import { AvatarMenu, UploadMenu } from "./MemberMenus";
import { guestNavItems, memberNavItems, memberUploadItems } from "./nav-items";
import { navLinkClass } from "./nav-link-styles";

interface DesktopNavProps {
  signedIn: boolean;
  currentView: View | null;
}

export function DesktopNav({ signedIn, currentView }: DesktopNavProps) {
  if (!signedIn) {
    const items = guestNavItems(currentView);
    return (
      <nav aria-label="Main" className="hidden items-center gap-1 md:flex">
        {items.map((item) => {
          const current = item.view === currentView;
          // Login is the one call to action, drawn as a button.
          const className =
            item.view === "login" ? `${buttonClass("primary")} ml-2` : navLinkClass(current);
          return (
            <Link
              key={item.label}
              to={item.href}
              className={className}
              aria-current={current ? "page" : undefined}
            >
              {item.label}
            </Link>
          );
        })}
      </nav>
    );
  }
  const uploadActive = memberUploadItems.some((item) => item.view === currentView);
  return (
    <nav aria-label="Main" className="hidden items-center gap-1 md:flex">
      <UploadMenu active={uploadActive} />
      {memberNavItems.map((item) => {
        const current = item.view === currentView;
        return (
          <Link
            key={item.label}
            to={item.href}
            className={navLinkClass(current)}
            aria-current={current ? "page" : undefined}
          >
            {item.label}
          </Link>
        );
      })}
      <span className="mx-2 h-6 w-px bg-line" aria-hidden="true" />
      <AvatarMenu />
    </nav>
  );
}
