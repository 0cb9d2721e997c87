/**
 * The Content-Security-Policy of Bindery's pages when AdSense fills the ad slots.
 *
 * Google supports AdSense only under a nonce-based "strict" policy, because the hosts
 * its script loads from change over time (support.google.com/adsense/answer/16283098).
 * So instead of listing hosts, scripts run when they carry the page's nonce, and
 * 'strict-dynamic' lets those scripts add others (the ad loader adds adsbygoogle.js,
 * which adds its own). 'unsafe-eval' is in Google's supported policy; `https:` only
 * matters to browsers too old for 'strict-dynamic'. Ads render in frames and fetch and
 * show images from ad servers, so frames, connections and images open to https.
 *
 * Everything else stays as strict as the default policy (object-src, base-uri,
 * form-action, frame-ancestors…), and API answers and files keep the default policy:
 * only HTML pages are served with this one.
 */
export function adSensePagePolicy(basePolicy: string, nonce: string): string {
  const directives = parsePolicy(basePolicy);
  const sources = (name: string) => directives.get(name) ?? directives.get("default-src") ?? [];
  const widen = (name: string, extra: string[]) =>
    directives.set(name, [...new Set([...sources(name), ...extra])]);

  widen("script-src", [`'nonce-${nonce}'`, "'strict-dynamic'", "'unsafe-eval'", "https:"]);
  widen("frame-src", ["https:"]);
  widen("connect-src", ["https:"]);
  widen("img-src", ["https:"]);
  return [...directives].map(([name, values]) => [name, ...values].join(" ")).join(";");
}

function parsePolicy(policy: string): Map<string, string[]> {
  const directives = new Map<string, string[]>();
  for (const part of policy.split(";")) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) directives.set(name.toLowerCase(), values);
  }
  return directives;
}
