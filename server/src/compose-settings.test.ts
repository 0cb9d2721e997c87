import fs from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { loadConfig, settingsSchema } from "./config.js";

const composeFile = fileURLToPath(new URL("../../compose.yaml", import.meta.url));
const dockerfile = fileURLToPath(new URL("../../Dockerfile", import.meta.url));

interface ComposeService {
  image?: string;
  environment?: Record<string, unknown>;
}

/** The Dockerfile's last stage: the image that runs. */
const runStage = (): string =>
  fs
    .readFileSync(dockerfile, "utf8")
    .split(/^FROM /m)
    .at(-1) ?? "";

/** The run stage's `ENV NAME=value` lines: what every container starts with. */
function imageEnvironment(): Record<string, string> {
  return Object.fromEntries(
    [...runStage().matchAll(/^ENV (\w+)=(\S+)$/gm)].map(([, name = "", value = ""]) => [
      name,
      value,
    ]),
  );
}

/**
 * Compose's interpolation as an operator following the file's header would have it:
 * `${NAME:?…}` (a value the operator must set) becomes a random-looking secret of 40
 * characters, `${NAME:-default}` its default.
 */
function substituted(environment: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(environment).map(([name, value]) => [
      name,
      String(value)
        .replace(/\$\{\w+:\?[^}]*\}/g, "k3J9x2LmQ7vR4tW8yB1nC6dF0gH5sA2eZ9uP3oI7")
        .replace(/\$\{\w+:-([^}]*)\}/g, "$1"),
    ]),
  );
}

/**
 * The production recipe sets only settings Bindery reads: a misspelt variable in
 * compose.yaml would be silently ignored and leave the default in its place.
 */
describe("compose.yaml", () => {
  const compose = parse(fs.readFileSync(composeFile, "utf8"), { merge: true }) as {
    services: Record<string, ComposeService>;
  };
  const bindery = Object.entries(compose.services).filter(
    ([, service]) => service.image === "bindery",
  );

  it("runs api processes and a worker from the Bindery image", () => {
    expect(bindery.map(([name]) => name).sort()).toEqual(["api", "worker"]);
  });

  it.each(bindery)("starts with its settings as written in %s", (_name, service) => {
    const environment = { ...imageEnvironment(), ...substituted(service.environment ?? {}) };
    expect(() => loadConfig(environment)).not.toThrow();
  });

  it.each(bindery)("sets only variables of the configuration schema in %s", (_name, service) => {
    const names = Object.keys(service.environment ?? {});
    expect(names.length).toBeGreaterThan(5);
    const known = Object.keys(settingsSchema.shape);
    expect(names.filter((name) => !known.includes(name))).toEqual([]);
  });
});

describe("Dockerfile", () => {
  it("listens on the container's network, so a published port reaches the api", () => {
    expect(runStage()).toMatch(/^ENV HOST=0\.0\.0\.0$/m);
    // The configuration schema reads that name: a misspelling would leave loopback.
    expect(Object.keys(settingsSchema.shape)).toContain("HOST");
  });
});
