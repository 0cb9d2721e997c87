import { authMessages } from "@bindery/contract";
import { afterEach, describe, expect, it } from "vitest";
import { testDatabases } from "../test-support/databases.js";
import { startTestApp, type TestContext } from "../test-support/test-app.js";
import { isCommonPassword } from "./password-policy.js";

describe("the common-password list", () => {
  it("holds the most used passwords, matched whole and in any case", () => {
    for (const common of ["password1", "12345678", "PASSWORD1", "Qwertyuiop", "iloveyou"]) {
      expect(isCommonPassword(common), common).toBe(true);
    }
    for (const rare of ["password1!", " password1", "correct horse battery", "analytical-engine"]) {
      expect(isCommonPassword(rare), rare).toBe(false);
    }
  });

  it("stops at the 10,000th password of the list", () => {
    // 10,000th and 10,001st lines of the bundled list (most used first).
    expect(isCommonPassword("brady")).toBe(true);
    expect(isCommonPassword("blue23")).toBe(false);
  });
});

const databases = await testDatabases();

describe.each(databases)("passwords at sign-up on $name", (target) => {
  let ctx: TestContext;
  afterEach(async () => ctx?.close());

  const signup = (password: string, email = "grace@example.com") =>
    ctx.app.inject({
      method: "POST",
      url: "/api/v1/users/signup/",
      payload: { first_name: "Grace", last_name: "Hopper", email, password },
    });

  it("refuses a common password and the e-mail as password, saying why", async () => {
    ctx = await startTestApp(target);
    for (const password of ["password1", "12345678", "Baseball1"]) {
      const response = await signup(password);
      expect(response.statusCode, password).toBe(400);
      expect(response.json()).toEqual({ password: [authMessages.passwordCommon] });
    }
    const asEmail = await signup("Grace@Example.com", "grace@example.com");
    expect(asEmail.statusCode).toBe(400);
    expect(asEmail.json()).toEqual({ password: [authMessages.passwordIsEmail] });

    // Nothing was created: the address is still free for a good password.
    const accepted = await signup("compiler of 1952");
    expect(accepted.statusCode).toBe(201);
  });
});
