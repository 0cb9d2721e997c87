import { createRequire } from "node:module";
import type { AxeResults } from "axe-core";
import type { Page } from "playwright-core";

const AXE_SCRIPT = createRequire(import.meta.url).resolve("axe-core/axe.min.js");

/**
 * The serious and critical axe-core findings on the page as it is now (or inside
 * `selector`), one line each. axe is injected as a script, which the app's CSP rightly
 * forbids: open the page in a context with `bypassCSP: true`.
 */
export async function seriousAxeViolations(page: Page, selector?: string): Promise<string[]> {
  await page.addScriptTag({ path: AXE_SCRIPT });
  const results = await page.evaluate(
    (context) =>
      (
        window as unknown as { axe: { run(context: string | Document): Promise<AxeResults> } }
      ).axe.run(context ?? document),
    selector ?? null,
  );
  return results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(", ")}`,
    );
}
