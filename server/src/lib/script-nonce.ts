/**
 * Marks the page's own scripts with a per-request nonce, for pages served under a
 * nonce-based ('strict-dynamic') Content-Security-Policy.
 *
 * Every `<script>` and `<link rel="modulepreload">` of the built index.html gets the
 * nonce, and a `<meta property="csp-nonce">` carries it for scripts added later: Vite's
 * chunk preloader reads that meta by this name, and so does the ad loader.
 */
export function addScriptNonce(html: string, nonce: string): string {
  if (!/^[A-Za-z0-9+/=_-]+$/.test(nonce)) throw new Error("A nonce must be base64 text.");
  const marked = html
    .replace(/<script(?=[\s>])/g, `<script nonce="${nonce}"`)
    .replace(/<link(?=[^>]*\brel=["']?modulepreload\b)/g, `<link nonce="${nonce}"`);
  return marked.replace(/<head>/, `<head>\n    <meta property="csp-nonce" nonce="${nonce}" />`);
}
