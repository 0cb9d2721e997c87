import { authMessages } from "@bindery/contract";
import argon2 from "argon2";
import { SignJWT } from "jose";
import { afterEach, describe, expect, it } from "vitest";
import { createMemoryRateLimiter } from "../lib/memory-rate-limiter.js";
import { testDatabases } from "../test-support/databases.js";
import { manualClock, startTestApp, type TestContext } from "../test-support/test-app.js";
import { ARGON2_PARAMETERS } from "./argon2-parameters.js";
import { createAuthThrottle } from "./auth-throttle.js";

const databases = await testDatabases();

const person = {
  first_name: "Ada",
  last_name: "Lovelace",
  email: "ada@example.com",
  password: "correct horse battery",
};

describe.each(databases)("accounts API on $name", (target) => {
  let ctx: TestContext;
  let clock: ReturnType<typeof manualClock>;
  afterEach(async () => ctx?.close());

  const start = async (env: Record<string, string> = {}) => {
    clock = manualClock();
    ctx = await startTestApp(target, env, { clock });
    return ctx;
  };
  const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: "POST", url, payload: payload as object, headers });
  const signup = (overrides: Partial<typeof person> = {}) =>
    post("/api/v1/users/signup/", { ...person, ...overrides });
  const login = (email: string, password: string, ip = "10.0.0.1") =>
    ctx.app.inject({
      method: "POST",
      url: "/api/v1/users/login/",
      payload: { email, password },
      remoteAddress: ip,
    });
  const refresh = (token: string) => post("/api/v1/users/refresh/", { refresh: token });
  const profile = (access: string) =>
    ctx.app.inject({
      method: "GET",
      url: "/api/v1/users/profile/",
      headers: { authorization: `Bearer ${access}` },
    });

  it("signs up and answers tokens and the profile keys", async () => {
    await start();
    const response = await signup({ email: "  Ada@Example.COM " });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(Object.keys(body).sort()).toEqual(
      ["access", "email", "first_name", "is_premium", "last_name", "refresh", "user_id"].sort(),
    );
    expect(body.email).toBe("ada@example.com");
    expect(body.is_premium).toBe(0);
    expect(body.refresh.length).toBeGreaterThanOrEqual(43);

    const me = await profile(body.access);
    expect(me.statusCode).toBe(200);
    expect(me.json()).toEqual({
      user_id: body.user_id,
      first_name: "Ada",
      last_name: "Lovelace",
      email: "ada@example.com",
      is_premium: 0,
    });
  });

  it("answers each missing field with the spec's message", async () => {
    await start();
    const response = await post("/api/v1/users/signup/", {});
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      first_name: [authMessages.firstName],
      last_name: [authMessages.lastName],
      email: [authMessages.email],
      password: [authMessages.password],
    });
    const blank = await signup({ first_name: "   ", password: "short" });
    expect(blank.json()).toEqual({
      first_name: [authMessages.firstName],
      password: ["Password must not be less than 8 characters!"],
    });
    const badEmail = await signup({ email: "not-an-email" });
    expect(badEmail.json()).toEqual({ email: [authMessages.emailInvalid] });
  });

  it("refuses a taken email as a field error, whatever its case", async () => {
    await start();
    expect((await signup()).statusCode).toBe(201);
    const again = await signup({ email: "ADA@example.com" });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ email: [authMessages.emailTaken] });
  });

  it("keeps long passwords whole: no truncation at 72 or 64 characters", async () => {
    await start();
    const long = `${"p".repeat(90)}X`;
    expect((await signup({ password: long })).statusCode).toBe(201);
    expect((await login(person.email, long)).statusCode).toBe(200);
    expect((await login(person.email, "p".repeat(90))).statusCode).toBe(401);
    expect((await login(person.email, `${"p".repeat(90)}Y`)).statusCode).toBe(401);
  });

  it("gives one answer for an unknown email and a wrong password", async () => {
    await start();
    await signup();
    const wrong = await login(person.email, "wrong password");
    const unknown = await login("nobody@example.com", "wrong password");
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ detail: authMessages.badCredentials });
    expect(unknown.json()).toEqual(wrong.json());
    const ok = await login(person.email, person.password);
    expect(ok.statusCode).toBe(200);
    expect(Object.keys(ok.json()).sort()).toEqual(["access", "refresh"]);
  });

  it("makes an older hash anew at sign-in, and the password still signs in", async () => {
    await start();
    await signup();
    const fourLanes = await argon2.hash(person.password, {
      type: argon2.argon2id,
      ...ARGON2_PARAMETERS,
      parallelism: 4,
    });
    const { db } = ctx.deps;
    const storedHash = async () =>
      (
        await db
          .selectFrom("users")
          .select("password_hash")
          .where("email", "=", person.email)
          .executeTakeFirstOrThrow()
      ).password_hash;
    await db.updateTable("users").set({ password_hash: fourLanes }).execute();
    // A wrong password changes nothing.
    expect((await login(person.email, "wrong password")).statusCode).toBe(401);
    expect(await storedHash()).toBe(fourLanes);
    expect((await login(person.email, person.password)).statusCode).toBe(200);
    expect(await storedHash()).toMatch(/^\$argon2id\$v=19\$m=65536,p=1,t=3\$/);
    expect((await login(person.email, person.password)).statusCode).toBe(200);
  });

  it("validates login input", async () => {
    await start();
    const response = await post("/api/v1/users/login/", { email: "", password: "" });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      email: [authMessages.email],
      password: [authMessages.password],
    });
    const garbage = await ctx.app.inject({
      method: "POST",
      url: "/api/v1/users/login/",
      payload: "{not json",
      headers: { "content-type": "application/json" },
    });
    expect(garbage.statusCode).toBe(400);
    expect(garbage.json()).toHaveProperty("detail");
  });

  it("refuses repeated failures per email and IP with 429, then lets time heal it", async () => {
    await start();
    await signup();
    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await login(person.email, "wrong password")).statusCode).toBe(401);
    }
    const blocked = await login(person.email, person.password);
    expect(blocked.statusCode).toBe(429);
    // The window of failed logins is 15 minutes, and the message says so.
    expect(blocked.json()).toEqual({
      detail: "Too many attempts. Please wait 15 minutes and try again.",
    });
    expect(Number(blocked.headers["retry-after"])).toBe(15 * 60);
    // Another address is not blocked for that account.
    expect((await login(person.email, person.password, "10.0.0.2")).statusCode).toBe(200);
    clock.advance(16 * 60_000);
    expect((await login(person.email, person.password)).statusCode).toBe(200);
  });

  it("refuses one IP that tries many accounts", async () => {
    clock = manualClock();
    // 29 attempts spent through the throttle itself (30 real ones would cost argon2 time),
    // the 30th through the API.
    const rateLimiter = createMemoryRateLimiter(clock);
    const throttle = createAuthThrottle(rateLimiter);
    for (let attempt = 0; attempt < 29; attempt++) {
      await throttle.reserveLoginAttempt(`user${attempt}@example.com`, "10.9.9.9");
    }
    ctx = await startTestApp(target, {}, { clock, rateLimiter });
    expect((await login("user29@example.com", "wrong password", "10.9.9.9")).statusCode).toBe(401);
    const blocked = await login("another@example.com", "wrong password", "10.9.9.9");
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().detail).toBe("Too many attempts. Please wait 15 minutes and try again.");
  });

  it("lets more than ten people sign up from one address (a class behind one router)", async () => {
    await start();
    for (let n = 0; n < 11; n++) {
      const response = await signup({ email: `user${n}@example.com` });
      expect(response.statusCode).toBe(201);
    }
  });

  it("refuses the 51st sign-up from one address within the hour, naming the wait", async () => {
    clock = manualClock();
    // 49 sign-ups spent through the throttle itself: 49 real ones would cost argon2 time.
    const rateLimiter = createMemoryRateLimiter(clock);
    const throttle = createAuthThrottle(rateLimiter);
    for (let n = 0; n < 49; n++) await throttle.spendSignup("127.0.0.1");
    ctx = await startTestApp(target, {}, { clock, rateLimiter });

    expect((await signup({ email: "fiftieth@example.com" })).statusCode).toBe(201);
    const blocked = await signup({ email: "fifty-first@example.com" });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({
      detail: "Too many attempts. Please wait 60 minutes and try again.",
    });
    expect(blocked.headers["retry-after"]).toBe("3600");
  });

  it("rotates refresh tokens and revokes the family when a used one comes back", async () => {
    await start();
    const first = (await signup()).json();
    const second = await refresh(first.refresh);
    expect(second.statusCode).toBe(200);
    const pair = second.json();
    expect(pair.refresh).not.toBe(first.refresh);
    expect((await profile(pair.access)).statusCode).toBe(200);

    clock.advance(60_000); // past the grace window
    const replay = await refresh(first.refresh);
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toEqual({ detail: authMessages.refreshInvalid });
    // The thief's replay killed the legitimate successor too.
    expect((await refresh(pair.refresh)).statusCode).toBe(401);
  });

  it("lets two tabs refresh with the same token at once", async () => {
    await start();
    const first = (await signup()).json();
    const [a, b] = await Promise.all([refresh(first.refresh), refresh(first.refresh)]);
    expect(a.statusCode).toBe(200);
    expect(b.statusCode).toBe(200);
    expect(a.json().refresh).not.toBe(b.json().refresh);
    expect((await refresh(a.json().refresh)).statusCode).toBe(200);
    expect((await refresh(b.json().refresh)).statusCode).toBe(200);
  });

  it("expires an idle refresh token and ends every sign-in at the absolute limit", async () => {
    await start({ REFRESH_IDLE_TTL_SECONDS: "3600", REFRESH_ABSOLUTE_TTL_SECONDS: "7200" });
    const idle = (await signup()).json();
    clock.advance(3601_000);
    expect((await refresh(idle.refresh)).statusCode).toBe(401);

    let token = (await login(person.email, person.password)).json().refresh;
    for (let step = 0; step < 3; step++) {
      clock.advance(1800_000);
      const response = await refresh(token);
      expect(response.statusCode).toBe(200);
      token = response.json().refresh;
    }
    clock.advance(1801_000);
    expect((await refresh(token)).statusCode).toBe(401);
  });

  it("logs out by revoking the refresh token's family", async () => {
    await start();
    const first = (await signup()).json();
    const out = await post("/api/v1/users/logout/", { refresh: first.refresh });
    expect(out.statusCode).toBe(200);
    expect((await refresh(first.refresh)).statusCode).toBe(401);
  });

  it("logs out with the refresh token alone, as its description says", async () => {
    await start();
    const first = (await signup()).json();
    // An expired or forged access token beside it does not stop the sign-out.
    const out = await post(
      "/api/v1/users/logout/",
      { refresh: first.refresh },
      { authorization: "Bearer not.a.token" },
    );
    expect(out.statusCode).toBe(200);
    expect((await refresh(first.refresh)).statusCode).toBe(401);
    const docs = (await ctx.app.inject({ method: "GET", url: "/api/docs/json" })).json();
    expect(docs.paths["/api/v1/users/logout/"].post.security).toEqual([]);
    expect(docs.info.license.name).toBe("AGPL-3.0-or-later");
    expect(docs.servers).toEqual([expect.objectContaining({ url: "/" })]);
    // Every tag an operation uses is described once.
    const used = new Set(
      Object.values(docs.paths as Record<string, Record<string, { tags?: string[] }>>)
        .flatMap((operations) => Object.values(operations))
        .flatMap((operation) => operation.tags ?? []),
    );
    expect([...used].sort()).toEqual(docs.tags.map((tag: { name: string }) => tag.name).sort());
  });

  it("refuses profile without, with expired, forged or foreign tokens", async () => {
    await start();
    const first = (await signup()).json();
    const none = await ctx.app.inject({ method: "GET", url: "/api/v1/users/profile/" });
    expect(none.statusCode).toBe(401);
    expect(none.json()).toEqual({ detail: authMessages.notAuthenticated });

    const [header, payload] = first.access.split(".");
    const unsigned = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString("base64url")}.${payload}.`;
    expect((await profile(unsigned)).statusCode).toBe(401);
    expect((await profile(`${header}.${payload}.AAAA`)).statusCode).toBe(401);

    const key = new TextEncoder().encode(ctx.deps.config.JWT_SECRET);
    const now = Math.floor(clock() / 1000);
    const wrongAudience = await new SignJWT({ token_type: "access" })
      .setProtectedHeader({ alg: "HS256" })
      .setSubject(first.user_id)
      .setIssuer("bindery")
      .setAudience("someone-else")
      .setIssuedAt(now)
      .setExpirationTime(now + 60)
      .sign(key);
    expect((await profile(wrongAudience)).statusCode).toBe(401);

    clock.advance(11 * 60_000);
    expect((await profile(first.access)).statusCode).toBe(401);
  });

  it("answers unknown API paths with JSON 404 and serves health and docs", async () => {
    await start();
    const missing = await ctx.app.inject({ method: "GET", url: "/api/v1/nothing/here/" });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ detail: "Not found." });
    const health = await ctx.app.inject({ method: "GET", url: "/healthz" });
    expect(health.json()).toEqual({ status: "ok" });
    expect(health.headers["content-security-policy"]).toContain("script-src 'self'");
    expect(health.headers["x-request-id"]).toBeTruthy();
    const docs = await ctx.app.inject({ method: "GET", url: "/api/docs/json" });
    expect(docs.statusCode).toBe(200);
    expect(Object.keys(docs.json().paths)).toContain("/api/v1/users/signup/");
  });

  it("refuses a body over the size limit with a clear message", async () => {
    await start();
    const huge = await post("/api/v1/users/login/", {
      email: "a@example.com",
      password: "x".repeat(2 * 1024 * 1024),
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toEqual({ detail: "The request is too large." });
  });
});
