import { accountMessages, authMessages } from "@bindery/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabases } from "../test-support/databases.js";
import { createTestUser, getJson, seedBook } from "../test-support/library-fixtures.js";
import { mailsTo, waitForLinkToken } from "../test-support/outbox.js";
import { manualClock, startTestApp, type TestContext } from "../test-support/test-app.js";

const databases = await testDatabases();
const PASSWORD = "correct horse battery";
const NEW_PASSWORD = "violet lantern orbit";

describe.each(databases)("the account API on $name", (target) => {
  let ctx: TestContext;
  const clock = manualClock(Date.now());
  beforeAll(async () => {
    ctx = await startTestApp(target, {}, { clock });
  });
  afterAll(async () => ctx?.close());

  let counter = 0;
  /** A signed-up user (a real password), with the headers of that sign-in. */
  async function signUp() {
    counter += 1;
    const email = `reader${counter}-${Date.now()}@example.com`;
    const response = await ctx.app.inject({
      method: "POST",
      url: "/api/v1/users/signup/",
      payload: { first_name: "Ada", last_name: "Lovelace", email, password: PASSWORD },
    });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    return {
      id: body.user_id as string,
      email,
      refresh: body.refresh as string,
      headers: { authorization: `Bearer ${body.access}` },
    };
  }
  type User = Awaited<ReturnType<typeof signUp>>;

  const post = (url: string, payload: object, user?: { headers: Record<string, string> } | null) =>
    ctx.app.inject({
      method: "POST",
      url: `/api/v1/users/${url}`,
      payload,
      headers: user?.headers ?? {},
    });
  const login = (email: string, password: string) => post("login/", { email, password });
  const refresh = (token: string) => post("refresh/", { refresh: token });

  describe("name", () => {
    it("changes the owner's name, and the profile shows it", async () => {
      const user = await signUp();
      const response = await ctx.app.inject({
        method: "PATCH",
        url: "/api/v1/users/profile/",
        payload: { first_name: " Ada ", last_name: "Byron" },
        headers: user.headers,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ first_name: "Ada", last_name: "Byron" });
      const profile = await getJson(ctx, "/api/v1/users/profile/", user.headers);
      expect(profile.body).toMatchObject({ first_name: "Ada", last_name: "Byron" });
    });

    it("refuses an empty name and a guest", async () => {
      const user = await signUp();
      const empty = await ctx.app.inject({
        method: "PATCH",
        url: "/api/v1/users/profile/",
        payload: { first_name: "", last_name: "Byron" },
        headers: user.headers,
      });
      expect(empty.statusCode).toBe(400);
      expect(empty.json()).toEqual({ first_name: [authMessages.firstName] });
      const guest = await ctx.app.inject({
        method: "PATCH",
        url: "/api/v1/users/profile/",
        payload: { first_name: "A", last_name: "B" },
      });
      expect(guest.statusCode).toBe(401);
    });
  });

  describe("e-mail change", () => {
    it("changes the address only when the link sent to the new one is opened, once", async () => {
      const user = await signUp();
      const newEmail = `new-${user.email}`;
      const asked = await post(
        "email_change/",
        { email: newEmail, current_password: PASSWORD },
        user,
      );
      expect(asked.statusCode).toBe(200);
      expect(asked.json()).toEqual({ detail: accountMessages.emailChangeSent });
      const token = await waitForLinkToken(ctx.dataDir, newEmail);
      expect(mailsTo(ctx.dataDir, user.email)).toEqual([]);
      const before = await getJson(ctx, "/api/v1/users/profile/", user.headers);
      expect(before.body.email).toBe(user.email);

      const confirmed = await post("email_change/confirm/", { token });
      expect(confirmed.statusCode).toBe(200);
      expect(confirmed.json()).toEqual({ detail: accountMessages.emailChanged });
      const after = await getJson(ctx, "/api/v1/users/profile/", user.headers);
      expect(after.body.email).toBe(newEmail);
      expect((await login(newEmail, PASSWORD)).statusCode).toBe(200);
      expect((await login(user.email, PASSWORD)).statusCode).toBe(401);

      const again = await post("email_change/confirm/", { token });
      expect(again.statusCode).toBe(400);
      expect(again.json()).toEqual({ detail: accountMessages.linkInvalid });
    });

    it("needs the current password, a free address, and a signed-in caller", async () => {
      const user = await signUp();
      const other = await signUp();
      const wrong = await post(
        "email_change/",
        { email: `x-${user.email}`, current_password: "not my password" },
        user,
      );
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toEqual({ current_password: [accountMessages.wrongPassword] });
      const taken = await post(
        "email_change/",
        { email: other.email, current_password: PASSWORD },
        user,
      );
      expect(taken.statusCode).toBe(400);
      expect(taken.json()).toEqual({ email: [authMessages.emailTaken] });
      const guest = await post("email_change/", {
        email: "guest@example.com",
        current_password: PASSWORD,
      });
      expect(guest.statusCode).toBe(401);
    });
  });

  describe("password change", () => {
    it("needs the current password and signs out every other device", async () => {
      const user = await signUp();
      const otherDevice = (await login(user.email, PASSWORD)).json().refresh as string;

      const wrong = await post(
        "password_change/",
        { current_password: "not my password", password: NEW_PASSWORD },
        user,
      );
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toEqual({ current_password: [accountMessages.wrongPassword] });

      const changed = await post(
        "password_change/",
        { current_password: PASSWORD, password: NEW_PASSWORD },
        user,
      );
      expect(changed.statusCode).toBe(200);
      const pair = changed.json();
      expect((await refresh(otherDevice)).statusCode).toBe(401);
      expect((await refresh(user.refresh)).statusCode).toBe(401);
      expect((await refresh(pair.refresh)).statusCode).toBe(200);
      expect((await login(user.email, PASSWORD)).statusCode).toBe(401);
      expect((await login(user.email, NEW_PASSWORD)).statusCode).toBe(200);
    });

    it("applies the password rules, and refuses a guest", async () => {
      const user = await signUp();
      const common = await post(
        "password_change/",
        { current_password: PASSWORD, password: "password1" },
        user,
      );
      expect(common.statusCode).toBe(400);
      expect(common.json()).toEqual({ password: [authMessages.passwordCommon] });
      const guest = await post("password_change/", {
        current_password: PASSWORD,
        password: NEW_PASSWORD,
      });
      expect(guest.statusCode).toBe(401);
    });
  });

  describe("forgotten password", () => {
    it("answers the same body and status whether or not the address has an account", async () => {
      const user = await signUp();
      const known = await post("password_reset/", { email: user.email });
      const unknown = await post("password_reset/", { email: `nobody-${user.email}` });
      expect(known.statusCode).toBe(200);
      expect(unknown.statusCode).toBe(known.statusCode);
      expect(unknown.body).toBe(known.body);
      expect(known.json()).toEqual({ detail: accountMessages.resetSent });
      await waitForLinkToken(ctx.dataDir, user.email);
      expect(mailsTo(ctx.dataDir, `nobody-${user.email}`)).toEqual([]);
    });

    it("resets with the link once, signing out every device", async () => {
      const user = await signUp();
      await post("password_reset/", { email: user.email });
      const token = await waitForLinkToken(ctx.dataDir, user.email);
      expect(mailsTo(ctx.dataDir, user.email).at(-1)).toContain("/?view=reset-password&token=");

      const common = await post("password_reset/confirm/", { token, password: "12345678" });
      expect(common.statusCode).toBe(400);
      expect(common.json()).toEqual({ password: [authMessages.passwordCommon] });

      const reset = await post("password_reset/confirm/", { token, password: NEW_PASSWORD });
      expect(reset.statusCode).toBe(200);
      expect(reset.json()).toEqual({ detail: accountMessages.passwordReset });
      expect((await refresh(user.refresh)).statusCode).toBe(401);
      expect((await login(user.email, NEW_PASSWORD)).statusCode).toBe(200);

      const replay = await post("password_reset/confirm/", {
        token,
        password: "another fine password",
      });
      expect(replay.statusCode).toBe(400);
      expect(replay.json()).toEqual({ detail: accountMessages.linkInvalid });
      expect((await login(user.email, NEW_PASSWORD)).statusCode).toBe(200);
    });

    it("refuses a link older than 30 minutes, and an unknown one", async () => {
      const user = await signUp();
      await post("password_reset/", { email: user.email });
      const token = await waitForLinkToken(ctx.dataDir, user.email);
      clock.advance(30 * 60_000 + 1);
      const late = await post("password_reset/confirm/", { token, password: NEW_PASSWORD });
      expect(late.statusCode).toBe(400);
      expect(late.json()).toEqual({ detail: accountMessages.linkInvalid });
      const unknown = await post("password_reset/confirm/", {
        token: "x".repeat(43),
        password: NEW_PASSWORD,
      });
      expect(unknown.json()).toEqual({ detail: accountMessages.linkInvalid });
      expect((await login(user.email, PASSWORD)).statusCode).toBe(200);
    });

    it("holds its limit per address under parallel requests", async () => {
      const user = await signUp();
      const answers = await Promise.all(
        Array.from({ length: 8 }, () => post("password_reset/", { email: user.email })),
      );
      const statuses = answers.map((answer) => answer.statusCode).sort();
      expect(statuses).toEqual([200, 200, 200, 429, 429, 429, 429, 429]);
      const refused = answers.find((answer) => answer.statusCode === 429);
      expect(refused?.json().detail).toMatch(/^Too many attempts/);
      await waitForLinkToken(ctx.dataDir, user.email, 3);
      expect(mailsTo(ctx.dataDir, user.email)).toHaveLength(3);
    });
  });

  describe("deleting the account", () => {
    async function withData(user: User) {
      const book = await seedBook(ctx, {
        owner_id: user.id,
        is_public_domain: 0,
        title: "My Notes",
        pages: 2,
        snapshots: 1,
        withFiles: true,
      });
      await ctx.deps.db
        .insertInto("orders")
        .values({
          id: `order-${user.id}`,
          user_id: user.id,
          payment_gateway: "razorpay",
          payment_type: "subscription",
          amount: 49900,
          currency: "INR",
          order_id: `gateway-${user.id}`,
          status: "paid",
          payment_id: `pay-${user.id}`,
          created_at: 1,
          paid_at: 2,
        })
        .execute();
      const themeKey = `themes/custom/${user.id}/theme-1/image.png`;
      await ctx.deps.storage.put(themeKey, Buffer.from("png"));
      return { book, files: [book.cover_key as string, themeKey] };
    }

    it("removes books, files and sign-ins, and keeps orders anonymised", async () => {
      const user = await signUp();
      const other = await signUp();
      const mine = await withData(user);
      const theirs = await withData(other);
      for (const key of mine.files) expect(await ctx.deps.storage.exists(key)).toBe(true);

      const wrong = await post("delete_account/", { current_password: "not my password" }, user);
      expect(wrong.statusCode).toBe(400);
      expect(await ctx.deps.storage.exists(mine.files[0] as string)).toBe(true);

      const deleted = await post("delete_account/", { current_password: PASSWORD }, user);
      expect(deleted.statusCode).toBe(200);
      expect(deleted.json()).toEqual({ detail: accountMessages.accountDeleted });

      for (const key of mine.files) expect(await ctx.deps.storage.exists(key)).toBe(false);
      expect(await ctx.deps.storage.list(`books/${mine.book.id}/`)).toEqual([]);
      for (const key of theirs.files) expect(await ctx.deps.storage.exists(key)).toBe(true);
      expect((await login(user.email, PASSWORD)).statusCode).toBe(401);
      expect((await refresh(user.refresh)).statusCode).toBe(401);
      expect((await getJson(ctx, "/api/v1/users/profile/", user.headers)).status).toBe(401);
      const order = await ctx.deps.db
        .selectFrom("orders")
        .selectAll()
        .where("id", "=", `order-${user.id}`)
        .executeTakeFirstOrThrow();
      expect(order).toMatchObject({ user_id: null, amount: 49900, status: "paid" });
      const book = await getJson(ctx, `/api/v1/pdf_parser/books/${theirs.book.id}/`, other.headers);
      expect(book.status).toBe(200);
      // The address is free for a new account.
      const again = await post("signup/", {
        first_name: "Ada",
        last_name: "Again",
        email: user.email,
        password: PASSWORD,
      });
      expect(again.statusCode).toBe(201);
    });

    it("refuses a guest", async () => {
      expect((await post("delete_account/", { current_password: PASSWORD })).statusCode).toBe(401);
    });

    it("owes the files of a book still owned when the user row goes, and settles them", async () => {
      // A book whose upload began after the per-book deletes: the last transaction takes it.
      const user = await createTestUser(ctx);
      const late = await seedBook(ctx, {
        owner_id: user.id,
        is_public_domain: 0,
        title: "Late",
        withFiles: true,
      });
      expect(await ctx.deps.storage.exists(late.cover_key as string)).toBe(true);
      const ids = await ctx.deps.transaction((repos) =>
        repos.accountData.deleteUserKeepingOrders(user.id, (bookId) =>
          repos.books.deleteBookRows(bookId),
        ),
      );
      expect(ids).toEqual([late.id]);
      const owed = await ctx.deps.db.selectFrom("file_deletions").select("prefix").execute();
      expect(owed.map((row) => row.prefix)).toContain(`books/${late.id}/`);
      await ctx.deps.repos.fileDeletions.settle([`books/${late.id}/`]);
      expect(await ctx.deps.storage.exists(late.cover_key as string)).toBe(false);
    });
  });

  describe("my data", () => {
    it("answers the owner's profile, books, progress and orders as a file", async () => {
      const user = await signUp();
      const other = await createTestUser(ctx);
      const book = await seedBook(ctx, { owner_id: user.id, is_public_domain: 0, title: "Mine" });
      await seedBook(ctx, { owner_id: other.id, is_public_domain: 0, title: "Theirs" });
      await ctx.deps.db
        .insertInto("reading_progress")
        .values({
          user_id: user.id,
          book_id: book.id,
          last_read_page: 3,
          last_read_block: 0,
          progress: 40,
          theme_id: null,
          page_theme_id: null,
          updated_at: 5,
        })
        .execute();
      const response = await ctx.app.inject({
        method: "GET",
        url: "/api/v1/users/my_data/",
        headers: user.headers,
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers["content-disposition"]).toMatch(
        /^attachment; filename="bindery-my-data-\d{4}-\d{2}-\d{2}\.json"$/,
      );
      const data = response.json();
      expect(data.profile).toMatchObject({ user_id: user.id, email: user.email });
      expect(data.books.map((row: { title: string }) => row.title)).toEqual(["Mine"]);
      expect(data.progress).toEqual([
        expect.objectContaining({ book_id: book.id, title: "Mine", progress: 40 }),
      ]);
      expect(data.orders).toEqual([]);
      const guest = await ctx.app.inject({ method: "GET", url: "/api/v1/users/my_data/" });
      expect(guest.statusCode).toBe(401);
    });
  });

  it("documents every account call with an operationId", async () => {
    const docs = (await ctx.app.inject({ method: "GET", url: "/api/docs/json" })).json();
    const ids = [
      ["/api/v1/users/profile/", "patch", "updateName"],
      ["/api/v1/users/email_change/", "post", "requestEmailChange"],
      ["/api/v1/users/email_change/confirm/", "post", "confirmEmailChange"],
      ["/api/v1/users/password_change/", "post", "changePassword"],
      ["/api/v1/users/password_reset/", "post", "requestPasswordReset"],
      ["/api/v1/users/password_reset/confirm/", "post", "resetPassword"],
      ["/api/v1/users/delete_account/", "post", "deleteAccount"],
      ["/api/v1/users/my_data/", "get", "exportMyData"],
    ] as const;
    for (const [path, method, id] of ids) {
      expect(docs.paths[path][method]).toMatchObject({ operationId: id, tags: ["accounts"] });
    }
  });
});
