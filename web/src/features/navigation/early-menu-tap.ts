/**
 * The prerendered home page paints before the app's scripts have come, and until they run
 * its menu button does nothing. A tap on it in that time is not lost: a script in the
 * page's HTML marks the document, and the menu opens as soon as the app has mounted it.
 * The tap goes no further, so the app never also sees it and closes the menu it opened.
 */
const TRIGGER_ATTRIBUTE = "data-opens-menu";
const ASKED_ATTRIBUTE = "data-menu-asked";

/** Spread on the menu button: what the page's script recognises. */
export const earlyMenuTrigger = { [TRIGGER_ATTRIBUTE]: "" } as const;

/**
 * For the prerendered page's <head>. Only before the app has started (`data-started`,
 * StartedMark): after that the button's own handler opens the menu.
 */
export const EARLY_MENU_TAP_SCRIPT = `document.addEventListener("click",function(e){var d=document.documentElement;if(d.hasAttribute("data-started")||!e.target.closest||!e.target.closest("[${TRIGGER_ATTRIBUTE}]"))return;e.stopPropagation();d.setAttribute("${ASKED_ATTRIBUTE}","")},true)`;

/** Whether the menu was asked for before the app started; the request is used up. */
export function takeEarlyMenuTap(): boolean {
  const root = document.documentElement;
  if (!root.hasAttribute(ASKED_ATTRIBUTE)) return false;
  root.removeAttribute(ASKED_ATTRIBUTE);
  return true;
}
