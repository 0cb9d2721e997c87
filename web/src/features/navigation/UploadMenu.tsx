import * as DropdownMenu from "@radix-ui/react-dropdown-menu";
import { ChevronDown } from "lucide-react";
import { Link } from "react-router";
import { menuContentClass, menuItemClass } from "./menu-styles";
import { memberUploadItems, UPLOAD_MENU_LABEL } from "./nav-items";
import { navLinkClass } from "./nav-link-styles";

export function UploadMenu({ active }: { active: boolean }) {
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger className={`${navLinkClass(active)} gap-1`}>
        {UPLOAD_MENU_LABEL}
        <ChevronDown className="size-4" aria-hidden="true" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content align="start" sideOffset={8} className={menuContentClass}>
          {memberUploadItems.map(({ view, href, label, icon: Icon }) => (
            <DropdownMenu.Item key={view} asChild className={menuItemClass}>
              <Link to={href}>
                <Icon className="size-4 text-accent" aria-hidden="true" />
                {label}
              </Link>
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
