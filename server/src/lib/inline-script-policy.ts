import { createHash } from "node:crypto";

const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g;

/** The CSP source (`'sha256-…'`) of each inline script of a page, so it may run. */
export function inlineScriptSources(html: string): string[] {
  return [...html.matchAll(INLINE_SCRIPT)].map(
    ([, body]) =>
      `'sha256-${createHash("sha256")
        .update(body ?? "")
        .digest("base64")}'`,
  );
}

/** The policy with `sources` added to its script-src (made from default-src if absent). */
export function allowScripts(policy: string, sources: readonly string[]): string {
  if (sources.length === 0) return policy;
  const directives = policy
    .split(";")
    .map((directive) => directive.trim())
    .filter(Boolean);
  const index = directives.findIndex((directive) => directive.startsWith("script-src "));
  if (index >= 0) {
    directives[index] = `${directives[index]} ${sources.join(" ")}`;
  } else {
    const fallback = directives.find((directive) => directive.startsWith("default-src "));
    const base = fallback ? fallback.slice("default-src ".length) : "'self'";
    directives.push(`script-src ${base} ${sources.join(" ")}`);
  }
  return directives.join(";");
}
