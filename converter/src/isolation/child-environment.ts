/**
 * What a converter process may see of the server's environment. It parses hostile PDFs
 * with native code, so it gets only what the runtime and its libraries need to run, by
 * name, and nothing else: no secret (signing keys, gateway keys, database passwords) is
 * one crash or exploit away from being read. A new need is added here by name.
 */
const ALLOWED = [
  "PATH",
  "HOME",
  "TMPDIR",
  "TMP",
  "TEMP",
  "LANG",
  "LANGUAGE",
  "LC_ALL",
  "LC_CTYPE",
  "TZ",
  // The operator's choice to leave scans unrecognised (`OCR=off`), read by the converter.
  "OCR",
  // Fonts for text rendered by libvips (sharp).
  "FONTCONFIG_PATH",
  "FONTCONFIG_FILE",
];

/** Tuning variables of libvips, which sharp reads (VIPS_CONCURRENCY, VIPS_WARNING…). */
const ALLOWED_PREFIX = "VIPS_";

export function converterEnvironment(parent: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [name, value] of Object.entries(parent)) {
    if (value !== undefined && (ALLOWED.includes(name) || name.startsWith(ALLOWED_PREFIX))) {
      env[name] = value;
    }
  }
  // glibc gives every thread that allocates its own arena; libvips' threads then keep
  // tens of megabytes each that the memory cap would count. Two arenas are plenty.
  env.MALLOC_ARENA_MAX = parent.MALLOC_ARENA_MAX ?? "2";
  return env;
}
