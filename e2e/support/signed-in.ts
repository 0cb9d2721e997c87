import { newUser, type SignupAnswer, signUpViaApi, type TestUser } from "./api.js";

export interface SignedInAccount {
  user: TestUser;
  answer: SignupAnswer;
  fullName: string;
  email: string;
  /** Local storage as the app leaves it after signing up (seed it with seedStorage). */
  storage: Record<string, string>;
}

/** A new account, signed up through the API, and the session the app would keep for it. */
export async function signedInStorage(baseUrl: string): Promise<SignedInAccount> {
  const user = newUser();
  const answer = await signUpViaApi(baseUrl, user);
  const fullName = `${user.first_name} ${user.last_name}`;
  return {
    user,
    answer,
    fullName,
    email: user.email,
    storage: {
      access_token: answer.access,
      refresh_token: answer.refresh,
      name: fullName,
      email: user.email,
      is_premium: "0",
    },
  };
}
