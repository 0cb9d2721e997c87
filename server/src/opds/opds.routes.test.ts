import { createHash } from "node:crypto";
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { DOMParser } from "@xmldom/xmldom";
import { Ajv, type ValidateFunction } from "ajv";
import addFormats from "ajv-formats";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hashPassword } from "../auth/passwords.js";
import { testDatabases } from "../test-support/databases.js";
import { createTestUser, seedBook, type TestUser } from "../test-support/library-fixtures.js";
import { startTestApp, type TestContext } from "../test-support/test-app.js";

// Readium's OPDS parser, as Thorium reads a catalog (CommonJS, typed loosely here).
const require = createRequire(import.meta.url);
const { OPDS } = require("r2-opds-js/dist/es8-es2017/src/opds/opds1/opds") as {
  OPDS: new () => unknown;
};
const { XML } = require("r2-utils-js/dist/es8-es2017/src/_utils/xml-js-mapper") as {
  XML: { deserialize<T>(document: unknown, type: new () => T): T };
};
const { initGlobalConverters_GENERIC, initGlobalConverters_OPDS } =
  require("r2-opds-js/dist/es8-es2017/src/opds/init-globals") as {
    initGlobalConverters_GENERIC(): void;
    initGlobalConverters_OPDS(): void;
  };
initGlobalConverters_GENERIC();
initGlobalConverters_OPDS();

interface ParsedLink {
  Href: string;
  Rel: string;
  Type: string;
}
interface ParsedFeed {
  Title: string;
  OpensearchTotalResults: number;
  Links: ParsedLink[];
  Entries?: { Title: string; Id: string; Authors?: { Name: string }[]; Links: ParsedLink[] }[];
}

/** The Atom feed as r2-opds-js reads it. */
function parseOpds1(xml: string): ParsedFeed {
  const document = new DOMParser().parseFromString(xml, "application/xml");
  return XML.deserialize(document, OPDS) as ParsedFeed;
}

/** The published OPDS 2 schemas (testing/schemas, loaded by their ids). */
function opds2Validator(): ValidateFunction {
  const ajv = new Ajv({ strict: false, allErrors: true });
  addFormats.default(ajv);
  const root = path.join(path.dirname(fileURLToPath(import.meta.url)), "testing", "schemas");
  const walk = (dir: string): string[] =>
    fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return walk(full);
      return entry.name.endsWith(".json") ? [full] : [];
    });
  for (const file of walk(root)) ajv.addSchema(JSON.parse(fs.readFileSync(file, "utf8")));
  const validate = ajv.getSchema("https://drafts.opds.io/schema/feed.schema.json");
  if (!validate) throw new Error("The OPDS feed schema did not load.");
  return validate;
}

const databases = await testDatabases();
const validateFeed = opds2Validator();

const basic = (email: string, password: string) => ({
  authorization: `Basic ${Buffer.from(`${email}:${password}`).toString("base64")}`,
});

describe.each(databases)("app passwords and OPDS catalogs on $name", (target) => {
  let ctx: TestContext;
  let member: TestUser;
  let email: string;
  const ACCOUNT_PASSWORD = "correct horse battery staple 42";

  beforeAll(async () => {
    ctx = await startTestApp(target);
    member = await createTestUser(ctx);
    email = `${member.id}@example.com`;
    await ctx.deps.db
      .updateTable("users")
      .set({ password_hash: await hashPassword(ACCOUNT_PASSWORD) })
      .where("id", "=", member.id)
      .execute();
    for (const [index, title] of ["Zebra Tales", "Apple Orchard", "Middle March"].entries()) {
      await seedBook(ctx, {
        title,
        author: ["Yolanda Zed", "Adam Able", null][index],
        language: "en",
        withFiles: index === 0,
      });
    }
    await seedBook(ctx, { title: "My Own Notes", owner_id: member.id, is_public_domain: 0 });
  });
  afterAll(async () => ctx?.close());

  const call = (method: "GET" | "POST" | "DELETE", url: string, headers = {}, payload?: object) =>
    ctx.app.inject({ method, url, headers, payload });
  const createPassword = async (name: string, user = member) => {
    const answer = await call("POST", "/api/v1/users/app_passwords/", user.headers, { name });
    expect(answer.statusCode).toBe(201);
    return answer.json() as { id: string; password: string; name: string; created_at: string };
  };

  it("makes an app password shown once, stored hashed, listed without it", async () => {
    const created = await createPassword("KOReader on my Kobo");
    expect(created.name).toBe("KOReader on my Kobo");
    expect(created.password).toMatch(/^[a-z2-9]{4}(-[a-z2-9]{4}){5}$/);
    const row = await ctx.deps.db
      .selectFrom("app_passwords")
      .selectAll()
      .where("id", "=", created.id)
      .executeTakeFirstOrThrow();
    expect(row.password_hash).toBe(createHash("sha256").update(created.password).digest("hex"));
    expect(JSON.stringify(row)).not.toContain(created.password);

    const list = await call("GET", "/api/v1/users/app_passwords/", member.headers);
    expect(list.statusCode).toBe(200);
    const entry = list.json().app_passwords.find((item: { id: string }) => item.id === created.id);
    expect(entry).toEqual({
      id: created.id,
      name: "KOReader on my Kobo",
      created_at: created.created_at,
      last_used_at: null,
    });
    expect(list.body).not.toContain(created.password);
  });

  it("refuses a nameless password, guests, and another member's password id", async () => {
    const nameless = await call("POST", "/api/v1/users/app_passwords/", member.headers, {
      name: "  ",
    });
    expect(nameless.statusCode).toBe(400);
    expect(JSON.stringify(nameless.json())).toContain("Name the app");
    expect((await call("GET", "/api/v1/users/app_passwords/")).statusCode).toBe(401);
    const other = await createTestUser(ctx);
    const theirs = await createPassword("Thorium", other);
    const refused = await call(
      "DELETE",
      `/api/v1/users/app_passwords/${theirs.id}/`,
      member.headers,
    );
    expect(refused.statusCode).toBe(404);
    expect(refused.json().detail).toContain("App password not found");
  });

  it("signs a reading app in with an app password until it is revoked; never with the account password", async () => {
    const created = await createPassword("Thorium");
    const mine = await call(
      "GET",
      "/opds/v2/my-books",
      basic(email.toUpperCase(), created.password),
    );
    expect(mine.statusCode).toBe(200);
    expect(mine.headers["cache-control"]).toBe("private, no-store");
    const titles = mine
      .json()
      .publications.map((item: { metadata: { title: string } }) => item.metadata.title);
    expect(titles).toEqual(["My Own Notes"]);
    expect(validateFeed(mine.json()), JSON.stringify(validateFeed.errors)).toBe(true);
    // The acquisition link works with the same sign-in: the private book's EPUB.
    const href = mine.json().publications[0].links[0].href as string;
    const epub = await call("GET", href, basic(email, created.password));
    expect(epub.statusCode).toBe(200);
    expect(epub.headers["content-type"]).toBe("application/epub+zip");
    expect((await call("GET", href)).statusCode).toBe(404);

    const listed = (await call("GET", "/api/v1/users/app_passwords/", member.headers)).json();
    const used = listed.app_passwords.find((item: { id: string }) => item.id === created.id);
    expect(used.last_used_at).not.toBeNull();

    for (const headers of [
      basic(email, ACCOUNT_PASSWORD),
      basic("someone@example.com", created.password),
      {},
    ]) {
      const refused = await call("GET", "/opds/v1.2/my-books", headers);
      expect(refused.statusCode).toBe(401);
      expect(refused.headers["www-authenticate"]).toMatch(/^Basic realm="Bindery"/);
      expect(refused.json().detail).toContain("app password");
    }
    expect((await call("GET", href, basic(email, ACCOUNT_PASSWORD))).statusCode).toBe(401);

    const revoked = await call(
      "DELETE",
      `/api/v1/users/app_passwords/${created.id}/`,
      member.headers,
    );
    expect(revoked.statusCode).toBe(200);
    expect(
      (await call("GET", "/opds/v2/my-books", basic(email, created.password))).statusCode,
    ).toBe(401);
    expect((await call("GET", href, basic(email, created.password))).statusCode).toBe(401);
  });

  it("serves OPDS 2 feeds that the published schemas accept: navigation, orders, search, paging", async () => {
    const start = await call("GET", "/opds/v2/catalog");
    expect(start.statusCode).toBe(200);
    expect(start.headers["content-type"]).toContain("application/opds+json");
    const catalog = start.json();
    expect(validateFeed(catalog), JSON.stringify(validateFeed.errors)).toBe(true);
    expect(catalog.navigation.map((link: { title: string }) => link.title)).toEqual([
      "New books",
      "By title",
      "By author",
      "My books",
    ]);
    const search = catalog.links.find((link: { rel: string }) => link.rel === "search");
    expect(search).toMatchObject({ templated: true, href: "/opds/v2/books{?query}" });

    const byTitle = (await call("GET", "/opds/v2/books?order=title")).json();
    expect(validateFeed(byTitle), JSON.stringify(validateFeed.errors)).toBe(true);
    const titles = byTitle.publications.map(
      (item: { metadata: { title: string } }) => item.metadata.title,
    );
    expect(titles).toEqual(["Apple Orchard", "Middle March", "Zebra Tales"]);
    const zebra = byTitle.publications[2];
    expect(zebra.metadata.author).toEqual({ name: "Yolanda Zed" });
    expect(zebra.links[0]).toMatchObject({
      rel: "http://opds-spec.org/acquisition/open-access",
      type: "application/epub+zip",
    });
    const thumbnail = zebra.images.find(
      (image: { rel?: string }) => image.rel === "http://opds-spec.org/image/thumbnail",
    );
    const cover = await call("GET", thumbnail.href);
    expect(cover.statusCode).toBe(200);
    expect(cover.headers["content-type"]).toBe("image/jpeg");

    const byAuthor = (await call("GET", "/opds/v2/books?order=author")).json();
    expect(
      byAuthor.publications.map((item: { metadata: { title: string } }) => item.metadata.title),
    ).toEqual(["Apple Orchard", "Zebra Tales", "Middle March"]);

    const found = (await call("GET", "/opds/v2/books?query=orchard")).json();
    expect(
      found.publications.map((item: { metadata: { title: string } }) => item.metadata.title),
    ).toEqual(["Apple Orchard"]);
    const nothing = (await call("GET", "/opds/v2/books?query=100%25_none")).json();
    expect(validateFeed(nothing), JSON.stringify(validateFeed.errors)).toBe(true);
    expect(nothing.publications).toBeUndefined();

    for (let index = 0; index < 26; index += 1) await seedBook(ctx, { title: `Filler ${index}` });
    const first = (await call("GET", "/opds/v2/books?order=new")).json();
    expect(first.publications).toHaveLength(25);
    expect(first.metadata).toMatchObject({ numberOfItems: 29, itemsPerPage: 25, currentPage: 1 });
    const next = first.links.find((link: { rel: string }) => link.rel === "next");
    expect(next.href).toBe("/opds/v2/books?order=new&page=2");
    const second = (await call("GET", next.href)).json();
    expect(validateFeed(second), JSON.stringify(validateFeed.errors)).toBe(true);
    expect(second.publications).toHaveLength(4);
    expect(second.links.some((link: { rel: string }) => link.rel === "previous")).toBe(true);

    const badPage = await call("GET", "/opds/v2/books?page=0");
    expect(badPage.statusCode).toBe(400);
  });

  it("serves OPDS 1.2 feeds that Readium's parser reads", async () => {
    const start = await call("GET", "/opds/v1.2/catalog");
    expect(start.statusCode).toBe(200);
    expect(start.headers["content-type"]).toContain("profile=opds-catalog;kind=navigation");
    const catalog = parseOpds1(start.body);
    expect(catalog.Title).toBe("Bindery");
    expect(catalog.Entries?.map((entry) => entry.Title)).toEqual([
      "New books",
      "By title",
      "By author",
      "My books",
    ]);
    const searchLink = catalog.Links.find((link) => link.Rel === "search");
    expect(searchLink?.Type).toBe("application/opensearchdescription+xml");
    const description = await call("GET", searchLink?.Href ?? "");
    expect(description.body).toContain(
      'template="/opds/v1.2/books?order=title&amp;query={searchTerms}"',
    );

    const byTitleHref = catalog.Entries?.[1]?.Links[0]?.Href ?? "";
    const byTitle = parseOpds1((await call("GET", byTitleHref)).body);
    expect(byTitle.OpensearchTotalResults).toBeGreaterThan(25);
    expect(byTitle.Entries).toHaveLength(25);
    expect(byTitle.Entries?.[0]?.Title).toBe("Apple Orchard");
    expect(byTitle.Entries?.[0]?.Authors?.[0]?.Name).toBe("Adam Able");
    const acquisition = byTitle.Entries?.[0]?.Links.find((link) =>
      link.Rel.includes("acquisition"),
    );
    expect(acquisition?.Type).toBe("application/epub+zip");
    expect((await call("GET", acquisition?.Href ?? "")).statusCode).toBe(200);
    const next = byTitle.Links.find((link) => link.Rel === "next");
    expect(next?.Href).toBe("/opds/v1.2/books?order=title&page=2");

    const searched = parseOpds1(
      (await call("GET", "/opds/v1.2/books?order=title&query=zebra")).body,
    );
    expect(searched.Entries?.map((entry) => entry.Title)).toEqual(["Zebra Tales"]);
    const images = searched.Entries?.[0]?.Links.filter((link) =>
      link.Rel.startsWith("http://opds-spec.org/image"),
    );
    expect(images?.map((link) => link.Type)).toEqual(["image/jpeg", "image/jpeg"]);

    const created = await createPassword("KOReader");
    const mine = parseOpds1(
      (await call("GET", "/opds/v1.2/my-books", basic(email, created.password))).body,
    );
    expect(mine.Entries?.map((entry) => entry.Title)).toEqual(["My Own Notes"]);
  });
});
