import type { FormEvent } from "react";

/** Moves the keyboard to a named field of the submitted form (the first invalid one). */
export function focusField(event: FormEvent<HTMLFormElement>, name: string): void {
  const element = event.currentTarget.elements.namedItem(name);
  if (element instanceof HTMLElement) element.focus();
}
