import { createRequire } from "node:module";
import type { AxeResults } from "axe-core";
import type { Page } from "playwright-core";

const AXE_SCRIPT = createRequire(import.meta.url).resolve("axe-core/axe.min.js");

/** What axe checks: a selector, or parts of the page to take in and leave out. */
type AxeContext = string | { include?: string[][]; exclude?: string[][] };

/**
 * The serious and critical axe-core findings on the page as it is now (or inside
 * `context`), one line each. axe is injected as a script, which the app's CSP rightly
 * forbids: open the page in a context with `bypassCSP: true`.
 */
export async function seriousAxeViolations(page: Page, context?: AxeContext): Promise<string[]> {
  await settleAnimations(page);
  await page.addScriptTag({ path: AXE_SCRIPT });
  const results = await page.evaluate(
    (scope) =>
      (
        window as unknown as { axe: { run(context: AxeContext | Document): Promise<AxeResults> } }
      ).axe.run(scope ?? document),
    context ?? null,
  );
  return results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(", ")}`,
    );
}

/**
 * Waits for the page's finite animations to end. A dialog still fading in has text at
 * part opacity, which axe rightly measures as too faint; the user reads it once it is in.
 */
async function settleAnimations(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter(
          (animation) =>
            animation.playState === "running" &&
            animation.effect?.getComputedTiming().endTime !== Infinity,
        )
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}
