// A page that paints from its HTML (the prerendered home page, a visitor's reader with its
// backdrop) loads its scripts only once it has painted. Named by the page's tags, the
// scripts and their imports arrive and run before the first paint and hold it back, and
// share the connection with what that paint needs; so they are taken out of the page and
// asked for by an inline script at the end of its body when the first paint is on the
// screen. A tab in the background paints nothing, and some browsers do not report paints:
// they ask at once; three seconds without a paint count as a paint never reported. A page
// with nothing to paint without its scripts (a member's, whose screen is the app's; one
// the server did not style) asks at once.

const MODULE_SCRIPT = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/g;
const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="[^"]+">/g;

/**
 * `index` (index.html) with its module script and preloads replaced by the inline script,
 * at the end of its body, that loads them once the page painted. `paintsFrom`: a CSS selector for what the HTML paints
 * before any script; when the page has none, or is marked `data-member`, nothing is
 * waited for. `routeLinks`: the tags of the route the page opens (its chunks' preloads),
 * added with the script, together with the main script's own preloads: the route needs
 * them at once. Without a route, the main script's imports are left for it to fetch:
 * adding their links from the script cost a phone about 20 ms of work.
 */
export function loadScriptsAfterFirstPaint(index, { paintsFrom, routeLinks = "" }) {
  const scripts = [...index.matchAll(MODULE_SCRIPT)].map(([, src]) => src);
  if (scripts.length !== 1) throw new Error("index.html should load one module script.");
  if (!paintsFrom) throw new Error("Say what the page paints before its scripts.");
  if (!index.includes("</body>")) throw new Error("index.html has no </body>.");
  const links = routeLinks
    ? [...index.matchAll(MODULE_PRELOAD)].map(([tag]) => tag.trim()).join("") + routeLinks
    : "";
  // Arguments as script literals that cannot end the <script> element they are written in.
  const literal = (value) => JSON.stringify(value).replaceAll("<", "\\u003c");
  const loader = `(${loadAfterFirstPaint})(${literal(scripts[0])},${literal(links)},${literal(paintsFrom)})`;
  return index
    .replace(MODULE_SCRIPT, "")
    .replace(MODULE_PRELOAD, "")
    .replace("</body>", `<script>${loader}</script></body>`);
}

/** Runs in the page, written into it as its source (what it uses, every browser has). */
function loadAfterFirstPaint(src, links, paintsFrom) {
  let started = false;
  function start() {
    if (started) return;
    started = true;
    if (links) document.head.insertAdjacentHTML("beforeend", links);
    const script = document.createElement("script");
    script.type = "module";
    script.crossOrigin = "";
    script.src = src;
    document.head.append(script);
  }
  let waits = false;
  try {
    waits =
      !document.documentElement.hasAttribute("data-member") &&
      document.querySelector(paintsFrom) !== null &&
      document.visibilityState === "visible" &&
      PerformanceObserver.supportedEntryTypes.indexOf("paint") >= 0;
  } catch {
    // A browser without paint timing: nothing to wait for.
  }
  if (!waits) return start();
  new PerformanceObserver((list) => {
    if (list.getEntries().length) setTimeout(start);
  }).observe({ type: "paint", buffered: true });
  setTimeout(start, 3000);
}
