import * as DropdownMenu from "@radix-ui/react-dropdown-menu";
import { Link } from "react-router";
import { menuContentClass, menuItemClass } from "./menu-styles";
import { focusOnMount, UploadTriggerFace, uploadTriggerClass } from "./menu-triggers";
import { memberUploadItems } from "./nav-items";

/**
 * `defaultOpen`: the member asked for the menu before its code came; `takeFocus`: its
 * stand-in had the focus then (MemberMenus.tsx).
 */
export function UploadMenu(props: { active: boolean; defaultOpen: boolean; takeFocus: boolean }) {
  const { active, defaultOpen, takeFocus } = props;
  return (
    <DropdownMenu.Root modal={false} defaultOpen={defaultOpen}>
      <DropdownMenu.Trigger
        className={uploadTriggerClass(active)}
        ref={takeFocus ? focusOnMount : undefined}
      >
        <UploadTriggerFace />
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
