/** Talks to the API directly, to prepare what a test needs without clicking through it. */

export interface TestUser {
  first_name: string;
  last_name: string;
  email: string;
  password: string;
}

export interface SignupAnswer {
  access: string;
  refresh: string;
  user_id: string;
  first_name: string;
  last_name: string;
  email: string;
  is_premium: number;
}

let made = 0;

/** A user no other test has used: the e-mail carries the time and a counter. */
export function newUser(overrides: Partial<TestUser> = {}): TestUser {
  made += 1;
  return {
    first_name: "Ada",
    last_name: "Lovelace",
    email: `ada-${Date.now().toString(36)}-${made}@example.com`,
    password: "analytical-engine",
    ...overrides,
  };
}

export async function postJson(
  baseUrl: string,
  path: string,
  body: unknown,
): Promise<{ status: number; body: unknown }> {
  const response = await fetch(`${baseUrl}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: await response.json() };
}

export async function signUpViaApi(baseUrl: string, user: TestUser): Promise<SignupAnswer> {
  const answer = await postJson(baseUrl, "/api/v1/users/signup/", user);
  if (answer.status !== 201) {
    throw new Error(`Signup failed: ${answer.status} ${JSON.stringify(answer.body)}`);
  }
  return answer.body as SignupAnswer;
}

/**
 * A JWT-shaped token the server will refuse (its signature is wrong) whose expiry the
 * web app can still read: `secondsFromNow` in the future passes the client's own check.
 */
export function forgeAccessToken(secondsFromNow: number): string {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString("base64url");
  const exp = Math.floor(Date.now() / 1000) + secondsFromNow;
  return `${encode({ alg: "HS256", typ: "JWT" })}.${encode({ sub: "forged", exp })}.bm90LXNpZ25lZA`;
}
