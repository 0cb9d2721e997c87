import { useEffect, useState } from "react";
import { lazyWithFallback } from "../../lib/lazy-with-fallback";
import {
  AvatarTriggerFace,
  avatarTriggerClass,
  UploadTriggerFace,
  uploadTriggerClass,
} from "./menu-triggers";

/**
 * The member's dropdown menus come in their own chunk with the menu library, which a guest
 * (most first visits, every public reader) never needs. Until it has come, a button of the
 * same face holds each menu's place; a click on it is remembered, and the menu opens as
 * soon as it can. The stand-in having the focus is remembered too: a keyboard user who
 * reached it keeps the focus on the menu's own button when it takes the stand-in's place.
 */
type MenuName = "upload" | "avatar";
const askedBeforeLoad = new Set<MenuName>();
const focusedBeforeLoad = new Set<MenuName>();

/** What the stand-in was asked before the menu came: to open, and to keep the focus. */
function useBeforeLoad(menu: MenuName): { open: boolean; focus: boolean } {
  const [before] = useState(() => ({
    open: askedBeforeLoad.has(menu),
    focus: focusedBeforeLoad.has(menu),
  }));
  useEffect(() => {
    askedBeforeLoad.delete(menu);
    focusedBeforeLoad.delete(menu);
  }, [menu]);
  return before;
}

/** The stand-in's handlers: a click asks for the menu, the focus is noted while it lasts. */
const standInHandlers = (menu: MenuName) => ({
  onClick: () => askedBeforeLoad.add(menu),
  onFocus: () => focusedBeforeLoad.add(menu),
  onBlur: () => focusedBeforeLoad.delete(menu),
});

export const UploadMenu = lazyWithFallback(
  async () => {
    const { UploadMenu: Menu } = await import("./UploadMenu");
    return {
      default: function LoadedUploadMenu({ active }: { active: boolean }) {
        const before = useBeforeLoad("upload");
        return <Menu active={active} defaultOpen={before.open} takeFocus={before.focus} />;
      },
    };
  },
  ({ active }: { active: boolean }) => (
    <button type="button" className={uploadTriggerClass(active)} {...standInHandlers("upload")}>
      <UploadTriggerFace />
    </button>
  ),
);

export const AvatarMenu = lazyWithFallback(
  async () => {
    const { AvatarMenu: Menu } = await import("./AvatarMenu");
    return {
      default: function LoadedAvatarMenu() {
        const before = useBeforeLoad("avatar");
        return <Menu defaultOpen={before.open} takeFocus={before.focus} />;
      },
    };
  },
  () => (
    <button type="button" className={avatarTriggerClass} {...standInHandlers("avatar")}>
      <AvatarTriggerFace />
    </button>
  ),
);
