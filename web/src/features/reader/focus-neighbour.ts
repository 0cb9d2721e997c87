const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * Focuses the control after (or before) `from` in its dialog or the page, as Tab would
 * have done: for a dropdown that closes on Tab and must not swallow the key.
 */
export function focusNeighbour(from: HTMLElement, direction: 1 | -1): void {
  const scope = from.closest<HTMLElement>('[role="dialog"]') ?? document.body;
  const candidates = [...scope.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (element) => element.getClientRects().length > 0,
  );
  const index = candidates.indexOf(from);
  const next = candidates[index + direction];
  (next ?? from).focus();
}
