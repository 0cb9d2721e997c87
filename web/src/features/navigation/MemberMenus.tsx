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
 * soon as it can.
 */
type MenuName = "upload" | "avatar";
const askedBeforeLoad = new Set<MenuName>();

function useAskedBeforeLoad(menu: MenuName): boolean {
  const [asked] = useState(() => askedBeforeLoad.has(menu));
  useEffect(() => {
    askedBeforeLoad.delete(menu);
  }, [menu]);
  return asked;
}

export const UploadMenu = lazyWithFallback(
  async () => {
    const { UploadMenu: Menu } = await import("./UploadMenu");
    return {
      default: function LoadedUploadMenu({ active }: { active: boolean }) {
        return <Menu active={active} defaultOpen={useAskedBeforeLoad("upload")} />;
      },
    };
  },
  ({ active }: { active: boolean }) => (
    <button
      type="button"
      className={uploadTriggerClass(active)}
      onClick={() => askedBeforeLoad.add("upload")}
    >
      <UploadTriggerFace />
    </button>
  ),
);

export const AvatarMenu = lazyWithFallback(
  async () => {
    const { AvatarMenu: Menu } = await import("./AvatarMenu");
    return {
      default: function LoadedAvatarMenu() {
        return <Menu defaultOpen={useAskedBeforeLoad("avatar")} />;
      },
    };
  },
  () => (
    <button
      type="button"
      className={avatarTriggerClass}
      onClick={() => askedBeforeLoad.add("avatar")}
    >
      <AvatarTriggerFace />
    </button>
  ),
);
