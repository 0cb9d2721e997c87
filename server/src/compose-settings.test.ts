import fs from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { settingsSchema } from "./config.js";

const composeFile = fileURLToPath(new URL("../../compose.yaml", import.meta.url));
const dockerfile = fileURLToPath(new URL("../../Dockerfile", import.meta.url));

interface ComposeService {
  image?: string;
  environment?: Record<string, unknown>;
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

  it.each(bindery)("sets only variables of the configuration schema in %s", (_name, service) => {
    const names = Object.keys(service.environment ?? {});
    expect(names.length).toBeGreaterThan(5);
    const known = Object.keys(settingsSchema.shape);
    expect(names.filter((name) => !known.includes(name))).toEqual([]);
  });
});

describe("Dockerfile", () => {
  it("listens on the container's network, so a published port reaches the api", () => {
    const stages = fs.readFileSync(dockerfile, "utf8").split(/^FROM /m);
    const run = stages.at(-1) ?? "";
    expect(run).toMatch(/^ENV HOST=0\.0\.0\.0$/m);
    // The configuration schema reads that name: a misspelling would leave loopback.
    expect(Object.keys(settingsSchema.shape)).toContain("HOST");
  });
});
