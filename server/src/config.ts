import path from "node:path";
import {
  ADSENSE_CLIENT_ID_PATTERN,
  ADSENSE_SLOT_ID_PATTERN,
  FREE_UPLOAD_LIMIT,
} from "@bindery/contract";
import { z } from "zod";
import { trustProxySetting } from "./lib/trust-proxy-setting.js";

/** Secrets that ship in the source for development; production refuses them. */
export const DEVELOPMENT_SECRET = "bindery-development-secret-do-not-use-in-production";

const port = z.coerce.number<string | undefined>().int().min(0).max(65535);
const positiveInt = z.coerce.number().int().positive();
// An empty variable (`RAZORPAY_KEY_ID=`) means "not set", as in most .env files.
const optionalText = z
  .string()
  .trim()
  .transform((value) => value || undefined)
  .optional();

export const RAZORPAY_LIVE_URL = "https://api.razorpay.com";
export const PAYPAL_LIVE_URL = "https://api-m.paypal.com";
export const PAYPAL_SANDBOX_URL = "https://api-m.sandbox.paypal.com";
/** A free, keyless country lookup; `{ip}` is replaced by the caller's address. */
export const DEFAULT_GEOLOCATION_URL = "https://api.country.is/{ip}";

const flag = z
  .enum(["0", "1", "true", "false"])
  .transform((value) => value === "1" || value === "true");

/**
 * Every setting Bindery reads, with its default. The README's settings table is written
 * from this list; keep them in step.
 */
export const settingsSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: port.default(3000),
  /** Loopback unless opened (`0.0.0.0`): the development defaults are safe only there. */
  HOST: z.string().min(1).default("localhost"),
  PUBLIC_URL: z.url().optional(),
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: z
    .string()
    .regex(/^(sqlite:|postgres(ql)?:\/\/)/, "must start with sqlite: or postgres://")
    .optional(),
  /** How long a start waits for a database that does not answer yet (a container starting). */
  DATABASE_WAIT_SECONDS: z.coerce.number().int().min(0).max(600).default(30),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, "must start with redis:// or rediss://")
    .optional(),
  /**
   * What this process does: `api` serves HTTP and queues jobs, `worker` runs jobs (and
   * serves only /healthz on WORKER_HEALTH_PORT), `api,worker` both (the embedded default).
   */
  BINDERY_ROLES: z
    .string()
    .trim()
    .regex(/^(api|worker)(\s*,\s*(api|worker))?$/, 'must be "api", "worker" or "api,worker"')
    .transform((value) => new Set(value.split(",").map((role) => role.trim())))
    .prefault("api,worker"),
  WORKER_HEALTH_PORT: port.default(3001),
  /**
   * An API process also answers /healthz here, from a thread of its own, so a crowd of
   * requests never delays the answer (health/health-thread.ts). Unset: only on PORT.
   */
  HEALTH_PORT: optionalText.pipe(port.optional()),
  /**
   * How long a stopping worker (SIGTERM) lets its running jobs finish before it hands them
   * back to the queue for another worker; keep it under the platform's own grace period.
   */
  WORKER_STOP_GRACE_SECONDS: z.coerce.number().int().min(0).max(3600).default(20),
  // S3-compatible file storage; unset, files live in DATA_DIR/files. The credentials are
  // the SDK's standard variables.
  S3_BUCKET: optionalText,
  S3_ENDPOINT: optionalText.pipe(z.url().optional()),
  S3_REGION: z.string().trim().min(1).default("us-east-1"),
  S3_FORCE_PATH_STYLE: flag.default(false),
  AWS_ACCESS_KEY_ID: optionalText,
  AWS_SECRET_ACCESS_KEY: optionalText,
  JWT_SECRET: z.string().min(32, "must be at least 32 characters").default(DEVELOPMENT_SECRET),
  FILE_URL_SECRET: z.string().min(32, "must be at least 32 characters").default(DEVELOPMENT_SECRET),
  ACCESS_TOKEN_TTL_SECONDS: positiveInt.max(900, "must be 900 (15 minutes) or less").default(600),
  REFRESH_IDLE_TTL_SECONDS: positiveInt.default(14 * 24 * 3600),
  REFRESH_ABSOLUTE_TTL_SECONDS: positiveInt.default(60 * 24 * 3600),
  REFRESH_REUSE_GRACE_SECONDS: z.coerce.number().int().min(0).max(120).default(20),
  TRUST_PROXY: trustProxySetting.default(false),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  UPLOAD_MAX_MB: positiveInt.default(100),
  UPLOAD_MAX_PAGES: positiveInt.default(2000),
  FREE_BOOK_LIMIT: positiveInt.default(FREE_UPLOAD_LIMIT),
  CONVERSION_TIMEOUT_SECONDS: positiveInt.default(600),
  CONVERSION_MEMORY_MB: positiveInt.default(1024),
  /**
   * A conversion's work limits, well under its timeout, so that one cheap file cannot hold
   * a converter for long: scanned pages sent to OCR, CPU seconds (every thread counted),
   * each smaller for free accounts; and what one page may unpack to (streams and image
   * pixels), measured before MuPDF decodes them.
   */
  CONVERSION_OCR_PAGES_FREE: positiveInt.default(100),
  CONVERSION_OCR_PAGES_PREMIUM: positiveInt.default(500),
  CONVERSION_CPU_SECONDS_FREE: positiveInt.default(180),
  CONVERSION_CPU_SECONDS_PREMIUM: positiveInt.default(600),
  CONVERSION_PAGE_UNPACK_MB: positiveInt.default(256),
  /**
   * `off` leaves scanned pages as their pictures instead of recognising their text. The
   * converter's processes read it from their (allow-listed) environment.
   */
  OCR: z.enum(["on", "off"]).default("on"),
  CONVERSION_CONCURRENCY: positiveInt.optional(),
  /**
   * Folder of books imported when the catalog is empty at start. Unset outside production,
   * ../shared/corpus/books beside the repository is used when it exists.
   */
  BINDERY_SEED_DIR: optionalText,
  /** Project Gutenberg's address: Gutenberg ids are fetched from it (tests use a local server). */
  GUTENBERG_URL: z.url().default("https://www.gutenberg.org"),
  /**
   * Gutenberg eBook numbers fetched on the first start when there is no seed folder and
   * Project Gutenberg can be reached, separated by commas; `none` fetches nothing.
   */
  CATALOG_STARTER_SET: optionalText.pipe(
    z
      .string()
      .regex(/^(none|\d{1,7}(,\s*\d{1,7})*)$/, 'must be "none" or eBook numbers separated by ","')
      .optional(),
  ),
  // Mail. Without SMTP_URL and OPERATOR_EMAIL, contact messages go to DATA_DIR/outbox/.
  // Values that end up in mail headers must be one line.
  SMTP_URL: optionalText.pipe(
    z
      .string()
      .regex(/^smtps?:\/\/\S+$/, "must start with smtp:// or smtps://")
      .optional(),
  ),
  MAIL_FROM: optionalText.pipe(
    z
      .string()
      .regex(
        /^[^\r\n]*@[^\r\n]*$/,
        'must be one line with an address, e.g. "Bindery <no-reply@example.com>"',
      )
      .optional(),
  ),
  OPERATOR_EMAIL: optionalText.pipe(z.email("must be an email address").optional()),
  OPERATOR_NAME: optionalText.pipe(
    z
      .string()
      .regex(/^[^\r\n]{1,200}$/, "must be one line of at most 200 characters")
      .optional(),
  ),
  /**
   * Partners named on the home page: `Name|https://address` entries separated by `;`, or
   * `none` to leave the section out. Unset: the public-domain sources Bindery imports from.
   */
  PARTNERS: optionalText.pipe(
    z
      .string()
      .regex(
        /^(none|[^|;\r\n]{1,80}\|https?:\/\/[^\s|;]+(;[^|;\r\n]{1,80}\|https?:\/\/[^\s|;]+)*)$/,
        'must be "none" or "Name|https://address" entries separated by ";"',
      )
      .optional(),
  ),
  // Payments. With neither gateway's keys (and not in production) a local test gateway
  // takes their place; see docs/decisions/0004-payments.md.
  RAZORPAY_KEY_ID: optionalText,
  RAZORPAY_KEY_SECRET: optionalText,
  RAZORPAY_WEBHOOK_SECRET: optionalText,
  RAZORPAY_API_URL: z.url().default(RAZORPAY_LIVE_URL),
  PAYPAL_CLIENT_ID: optionalText,
  PAYPAL_CLIENT_SECRET: optionalText,
  PAYPAL_WEBHOOK_ID: optionalText,
  /** Defaults to the live API in production and the sandbox otherwise (see loadConfig). */
  PAYPAL_API_URL: z.url().optional(),
  PAYMENTS_TEST_MODE: z.enum(["auto", "on", "off"]).default("auto"),
  // Ads for guests and free users. Unset, the slots show Bindery's own premium offer.
  ADSENSE_CLIENT_ID: optionalText.pipe(
    z
      .string()
      .regex(ADSENSE_CLIENT_ID_PATTERN, 'must be an AdSense publisher id, "ca-pub-" and 16 digits')
      .optional(),
  ),
  ADSENSE_SLOT_ID: optionalText.pipe(
    z.string().regex(ADSENSE_SLOT_ID_PATTERN, "must be an AdSense ad unit id (digits)").optional(),
  ),
  /** Where the price region is looked up (docs/decisions/0010-price-region-and-checkout-scripts.md). */
  GEOLOCATION_URL: z
    .string()
    .trim()
    .refine(
      (value) =>
        value === "none" ||
        (/^https?:\/\//.test(value) &&
          value.includes("{ip}") &&
          URL.canParse(value.replace("{ip}", "1.1.1.1"))),
      'must be "none" or an http(s) address containing {ip}',
    )
    .default(DEFAULT_GEOLOCATION_URL),
});

export type Settings = z.infer<typeof settingsSchema>;

export interface Config extends Settings {
  PAYPAL_API_URL: string;
  isProduction: boolean;
  dataDir: string;
  databaseUrl: string;
}

export class ConfigError extends Error {}

/** Reads and checks the environment once; the first problem is reported as one line. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = settingsSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const name = issue?.path.join(".") ?? "environment";
    const got = typeof name === "string" ? env[name] : undefined;
    throw new ConfigError(
      `Invalid setting ${name}${got === undefined ? " (missing)" : ` = "${got}"`}: ${issue?.message}`,
    );
  }
  const settings = parsed.data;
  const isProduction = settings.NODE_ENV === "production";
  if (isProduction) {
    for (const name of ["JWT_SECRET", "FILE_URL_SECRET"] as const) {
      if (settings[name] === DEVELOPMENT_SECRET) {
        throw new ConfigError(
          `Invalid setting ${name}: the development default is refused when NODE_ENV=production; set a random value of at least 32 characters.`,
        );
      }
    }
  }
  checkPaymentSettings(settings, isProduction);
  if (!isProduction) checkDevelopmentDefaultsStayLocal(settings);
  checkBothOrNeither(settings, "ADSENSE_CLIENT_ID", "ADSENSE_SLOT_ID");
  checkBothOrNeither(settings, "AWS_ACCESS_KEY_ID", "AWS_SECRET_ACCESS_KEY");
  // Separate api and worker processes hand jobs over through Redis; without it, an api's
  // jobs would wait in its own memory for a worker that never sees them.
  if (settings.BINDERY_ROLES.size < 2 && !settings.REDIS_URL) {
    const roles = [...settings.BINDERY_ROLES].join(",");
    throw new ConfigError(
      `Invalid setting REDIS_URL (missing): BINDERY_ROLES=${roles} runs apart from the other role and shares jobs with it through Redis; set REDIS_URL, or use BINDERY_ROLES=api,worker.`,
    );
  }
  checkLinksHaveAPublicAddress(settings, isProduction);
  const dataDir = path.resolve(settings.DATA_DIR);
  return {
    ...settings,
    PAYPAL_API_URL:
      settings.PAYPAL_API_URL ?? (isProduction ? PAYPAL_LIVE_URL : PAYPAL_SANDBOX_URL),
    isProduction,
    dataDir,
    databaseUrl: settings.DATABASE_URL ?? `sqlite:${path.join(dataDir, "bindery.db")}`,
  };
}

/** The local test gateway is offered: never in production; "on", or "auto" without keys. */
export function testGatewayInEffect(settings: Settings, isProduction: boolean): boolean {
  const mode = settings.PAYMENTS_TEST_MODE;
  const keyed = Boolean(settings.RAZORPAY_KEY_ID || settings.PAYPAL_CLIENT_ID);
  return !isProduction && (mode === "on" || (mode === "auto" && !keyed));
}

const LOOPBACK_HOST = /^(localhost|127(\.\d{1,3}){3}|::1|\[::1\])$/i;

/**
 * The secrets in the source and the test gateway (free premium) are for a developer's
 * own machine: outside production they are allowed only while the server listens on
 * loopback. Opened to a network with any of them, the start stops with one line naming
 * what to set.
 */
function checkDevelopmentDefaultsStayLocal(settings: Settings): void {
  if (LOOPBACK_HOST.test(settings.HOST)) return;
  const unsafe = [
    ...(["JWT_SECRET", "FILE_URL_SECRET"] as const).filter(
      (name) => settings[name] === DEVELOPMENT_SECRET,
    ),
    ...(testGatewayInEffect(settings, false) ? ["PAYMENTS_TEST_MODE"] : []),
  ];
  if (unsafe.length === 0) return;
  throw new ConfigError(
    `Refusing to listen on HOST=${settings.HOST} with development defaults: set ${unsafe.join(", ")} (secrets: random, 32+ characters; PAYMENTS_TEST_MODE=off or gateway keys), or listen on localhost.`,
  );
}

/**
 * Links in e-mails (password reset, e-mail change) point at PUBLIC_URL, never at the
 * Host a request names, which its sender chooses. Without it only a developer's server
 * on loopback can name itself; an api in production or opened to a network stops.
 */
function checkLinksHaveAPublicAddress(settings: Settings, isProduction: boolean): void {
  if (settings.PUBLIC_URL || !settings.BINDERY_ROLES.has("api")) return;
  if (!isProduction && LOOPBACK_HOST.test(settings.HOST)) return;
  const where = isProduction ? "when NODE_ENV=production" : `on HOST=${settings.HOST}`;
  throw new ConfigError(
    `Invalid setting PUBLIC_URL (missing): links in e-mails point at it, so it is required ${where}; set the site's public address, e.g. https://books.example.com.`,
  );
}

/** Settings that only mean something together: one without the other is a typo. */
function checkBothOrNeither(settings: Settings, first: keyof Settings, second: keyof Settings) {
  if (Boolean(settings[first]) !== Boolean(settings[second])) {
    const missing = settings[first] ? second : first;
    throw new ConfigError(
      `Invalid setting ${missing} (missing): ${first} and ${second} are set together.`,
    );
  }
}

/**
 * Half a key pair is a typo, not a choice; and in production the test gateway is refused
 * and the gateways are reached over HTTPS only.
 */
function checkPaymentSettings(settings: Settings, isProduction: boolean): void {
  const pairs = [
    ["RAZORPAY_KEY_ID", "RAZORPAY_KEY_SECRET"],
    ["PAYPAL_CLIENT_ID", "PAYPAL_CLIENT_SECRET"],
  ] as const;
  for (const [id, secret] of pairs) {
    if (Boolean(settings[id]) !== Boolean(settings[secret])) {
      const missing = settings[id] ? secret : id;
      throw new ConfigError(
        `Invalid setting ${missing} (missing): ${id} and ${secret} are set together.`,
      );
    }
  }
  if (!isProduction) return;
  if (settings.PAYMENTS_TEST_MODE === "on") {
    throw new ConfigError(
      'Invalid setting PAYMENTS_TEST_MODE = "on": the test payment gateway is refused when NODE_ENV=production.',
    );
  }
  for (const name of ["RAZORPAY_API_URL", "PAYPAL_API_URL", "GEOLOCATION_URL"] as const) {
    const url = settings[name];
    if (url && url !== "none" && !url.startsWith("https://")) {
      throw new ConfigError(`Invalid setting ${name} = "${url}": must be https:// in production.`);
    }
  }
}
