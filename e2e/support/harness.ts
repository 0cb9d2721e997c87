import type { Browser, BrowserContext, BrowserContextOptions, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, beforeEach, expect } from "vitest";
import { DESKTOP, launchBrowser } from "./browser.js";
import { startServer, type TestServer } from "./server.js";

/** A page with what it said and asked recorded, for assertions. */
export interface WatchedPage {
  page: Page;
  /** Every console message, in order. */
  console: string[];
  /** Messages of alert/confirm dialogs, which are accepted as they come. */
  dialogs: string[];
}

interface PageProblems {
  csp: string[];
  errors: string[];
}

function required<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`${what} is not ready: is the test inside the harness?`);
  return value;
}

export interface HarnessOptions {
  /**
   * Extra settings for the test file's server, asked for when it starts, so local
   * stand-ins for outside services (started in here) can be pointed at.
   */
  serverEnv?: () => Promise<Record<string, string>>;
}

/**
 * One server and one Chromium per test file; a fresh browser context (empty storage) per
 * test. After each test, any Content Security Policy violation or uncaught page error on
 * any page the test opened fails it. `env` adds settings to the server's environment
 * (an SMTP server, an operator…).
 */
export function useBrowserHarness(options: HarnessOptions = {}) {
  let server: TestServer | undefined;
  let browser: Browser | undefined;
  let context: BrowserContext | undefined;
  let problems: PageProblems = { csp: [], errors: [] };
  const extraContexts: BrowserContext[] = [];

  beforeAll(async () => {
    const env = (await options.serverEnv?.()) ?? {};
    [server, browser] = await Promise.all([startServer(env), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });
  beforeEach(async () => {
    problems = { csp: [], errors: [] };
    context = await newContext();
  });
  afterEach(async () => {
    await context?.close();
    await Promise.all(extraContexts.splice(0).map((extra) => extra.close()));
    expect(problems.csp, "Content Security Policy violations").toEqual([]);
    expect(problems.errors, "uncaught errors in the page").toEqual([]);
  });

  async function newContext(options: BrowserContextOptions = {}): Promise<BrowserContext> {
    const baseURL = required(server, "The server").baseUrl;
    // The app's service worker is left out unless a test asks for it (offline reading):
    // the other tests watch and stub the page's requests, which requests a service worker
    // answers would escape (Playwright's routes do not see them).
    return required(browser, "Chromium").newContext({
      baseURL,
      viewport: DESKTOP,
      serviceWorkers: "block",
      ...options,
    });
  }

  function watch(page: Page): WatchedPage {
    const watched: WatchedPage = { page, console: [], dialogs: [] };
    page.on("console", (message) => {
      const text = message.text();
      watched.console.push(text);
      if (message.type() === "error" && text.includes("Content Security Policy")) {
        problems.csp.push(text);
      }
    });
    page.on("pageerror", (error) => problems.errors.push(error.message));
    page.on("dialog", (dialog) => {
      watched.dialogs.push(dialog.message());
      void dialog.accept();
    });
    return watched;
  }

  return {
    get baseUrl(): string {
      return required(server, "The server").baseUrl;
    },
    /** The server's data folder (its SQLite database), for fixtures too big for the API. */
    get dataDir(): string {
      return required(server, "The server").dataDir;
    },
    get context(): BrowserContext {
      return required(context, "The browser context");
    },
    /** A watched page in this test's context. */
    async newPage(): Promise<WatchedPage> {
      return watch(await required(context, "The browser context").newPage());
    },
    /** A watched page in a context of its own (another viewport, CSP bypassed for axe…). */
    async newPageInContext(options: BrowserContextOptions): Promise<WatchedPage> {
      const extra = await newContext(options);
      extraContexts.push(extra);
      return watch(await extra.newPage());
    },
  };
}
