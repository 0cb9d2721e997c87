import { createContext, useContext } from "react";

/**
 * Where dialogs and menus are put (Radix portals): the page's body, unless part of the
 * page is full screen. Then only that element and what is inside it are shown, so a
 * dialog left in the body would be open, holding the focus, and out of sight.
 */
export const PortalContainer = createContext<HTMLElement | null>(null);

/** The container for a Radix `Portal`: undefined means the body. */
export function usePortalContainer(): HTMLElement | undefined {
  return useContext(PortalContainer) ?? undefined;
}
