import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { loadConfig } from "./config.js";

const mainModule = fileURLToPath(new URL("./main.ts", import.meta.url));

/** Starts the server as `npm start` would, with `env` on top of a clean environment. */
function startServer(env: Record<string, string>) {
  return spawnSync(process.execPath, ["--import", "tsx", mainModule], {
    env: { PATH: process.env.PATH ?? "", DATA_DIR: "/nonexistent/bindery", ...env },
    encoding: "utf8",
    timeout: 30_000,
  });
}

describe("configuration at start", () => {
  it("stops on a wrong value with one line naming the variable, not a stack trace", () => {
    const run = startServer({ PORT: "eighty" });
    expect(run.status).toBe(1);
    const lines = run.stderr.trim().split("\n");
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^bindery: Invalid setting PORT = "eighty": /);
  });

  it("takes HEALTH_PORT as a port, leaves it off when empty, and names it when wrong", () => {
    expect(loadConfig({ HEALTH_PORT: "9100" }).HEALTH_PORT).toBe(9100);
    expect(loadConfig({ HEALTH_PORT: "" }).HEALTH_PORT).toBeUndefined();
    expect(loadConfig({}).HEALTH_PORT).toBeUndefined();
    for (const wrong of ["ninety", "70000", "-1"]) {
      expect(() => loadConfig({ HEALTH_PORT: wrong })).toThrow(/HEALTH_PORT/);
    }
  });

  it("refuses the development secrets in production, naming the setting", () => {
    const run = startServer({ NODE_ENV: "production" });
    expect(run.status).toBe(1);
    expect(run.stderr.trim()).toMatch(
      /^bindery: Invalid setting JWT_SECRET: the development default is refused when NODE_ENV=production/,
    );
  });

  it("refuses development defaults on a network interface, naming the variables", () => {
    const run = startServer({ HOST: "0.0.0.0" });
    expect(run.status).toBe(1);
    const lines = run.stderr.trim().split("\n");
    expect(lines).toHaveLength(1);
    expect(lines[0]).toBe(
      "bindery: Refusing to listen on HOST=0.0.0.0 with development defaults: set JWT_SECRET, FILE_URL_SECRET, PAYMENTS_TEST_MODE (secrets: random, 32+ characters; PAYMENTS_TEST_MODE=off or gateway keys), or listen on localhost.",
    );
  });

  it("opens to a network with real secrets and no test gateway, or stays on loopback", () => {
    const secrets = { JWT_SECRET: "j".repeat(32), FILE_URL_SECRET: "f".repeat(32) };
    expect(() => loadConfig({ HOST: "0.0.0.0", ...secrets })).toThrow("set PAYMENTS_TEST_MODE (");
    const open = loadConfig({
      HOST: "0.0.0.0",
      PAYMENTS_TEST_MODE: "off",
      PUBLIC_URL: "https://books.example.com",
      ...secrets,
    });
    expect(open.HOST).toBe("0.0.0.0");
    for (const HOST of ["localhost", "127.0.0.1", "::1"]) {
      expect(loadConfig({ HOST }).HOST).toBe(HOST);
    }
  });

  it("refuses a start in production without PUBLIC_URL in one line naming it", () => {
    const run = startServer({
      NODE_ENV: "production",
      JWT_SECRET: "j".repeat(32),
      FILE_URL_SECRET: "f".repeat(32),
    });
    expect(run.status).toBe(1);
    expect(run.stderr.trim().split("\n")).toEqual([
      "bindery: Invalid setting PUBLIC_URL (missing): links in e-mails point at it, so it is required when NODE_ENV=production; set the site's public address, e.g. https://books.example.com.",
    ]);
  });

  it("needs PUBLIC_URL off loopback, not on it nor in a process that serves no API", () => {
    const open = {
      HOST: "0.0.0.0",
      PAYMENTS_TEST_MODE: "off",
      JWT_SECRET: "j".repeat(32),
      FILE_URL_SECRET: "f".repeat(32),
    };
    expect(() => loadConfig(open)).toThrow(
      "Invalid setting PUBLIC_URL (missing): links in e-mails point at it, so it is required on HOST=0.0.0.0; set the site's public address, e.g. https://books.example.com.",
    );
    expect(loadConfig({ ...open, PUBLIC_URL: "https://books.example.com" }).PUBLIC_URL).toBe(
      "https://books.example.com",
    );
    for (const HOST of ["localhost", "127.0.0.1", "::1"]) {
      expect(loadConfig({ HOST }).PUBLIC_URL).toBeUndefined();
    }
    const worker = { BINDERY_ROLES: "worker", REDIS_URL: "redis://127.0.0.1:6379" };
    expect(loadConfig({ ...open, ...worker }).PUBLIC_URL).toBeUndefined();
  });

  it("waits a while for a database that does not answer, then says so in one line", () => {
    const run = startServer({
      DATABASE_URL: "postgres://bindery:do-not-print@127.0.0.1:9/bindery",
      DATABASE_WAIT_SECONDS: "2",
    });
    expect(run.status).toBe(1);
    const lines = run.stderr.trim().split("\n");
    expect(lines).toEqual([
      "bindery: the database at postgres://bindery@127.0.0.1:9/bindery cannot be reached (connect ECONNREFUSED 127.0.0.1:9); trying again for 2 s…",
      "bindery: the database at postgres://bindery@127.0.0.1:9/bindery cannot be reached (connect ECONNREFUSED 127.0.0.1:9); gave up after 2 s. Check DATABASE_URL and that the database runs.",
    ]);
  });

  it("runs on embedded defaults: SQLite under ./data, port 3000 on localhost", () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.HOST).toBe("localhost");
    expect(config.isProduction).toBe(false);
    expect(config.databaseUrl).toMatch(/^sqlite:.*[/\\]data[/\\]bindery\.db$/);
    expect(loadConfig({ PORT: "8080" }).PORT).toBe(8080);
  });

  it("refuses a separate worker without Redis, with one line saying what to set", () => {
    const run = startServer({ BINDERY_ROLES: "worker" });
    expect(run.status).toBe(1);
    const lines = run.stderr.trim().split("\n");
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(
      /^bindery: Invalid setting REDIS_URL \(missing\): BINDERY_ROLES=worker .*set REDIS_URL/,
    );
  });

  it("runs both roles in one process by default, and one role with Redis", () => {
    expect([...loadConfig({}).BINDERY_ROLES].sort()).toEqual(["api", "worker"]);
    const worker = loadConfig({ BINDERY_ROLES: "worker", REDIS_URL: "redis://cache:6379" });
    expect([...worker.BINDERY_ROLES]).toEqual(["worker"]);
    expect(() => loadConfig({ BINDERY_ROLES: "api" })).toThrow(/REDIS_URL \(missing\)/);
    expect(() => loadConfig({ BINDERY_ROLES: "cron" })).toThrow(
      /BINDERY_ROLES = "cron": must be "api", "worker" or "api,worker"/,
    );
  });
});
