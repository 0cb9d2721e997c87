import {
  authMessages,
  type SignupResponse,
  type TokenPair,
  type UserProfile,
} from "@bindery/contract";
import type { Clock } from "../lib/clock.js";
import { FieldError, HttpError } from "../lib/http-errors.js";
import { newId } from "../lib/ids.js";
import type { AccessTokens } from "./access-tokens.js";
import type { AuthThrottle } from "./auth-throttle.js";
import { assertPasswordAllowed } from "./password-policy.js";
import { hashIsOutdated, hashPassword, verifyAgainstDummy, verifyPassword } from "./passwords.js";
import type { RefreshTokenService } from "./refresh-tokens.service.js";
import type { UserRow, UsersRepo } from "./users.repo.js";

export interface AuthServiceDeps {
  users: UsersRepo;
  refreshTokens: RefreshTokenService;
  accessTokens: AccessTokens;
  throttle: AuthThrottle;
  clock: Clock;
}

export const toProfile = (user: UserRow): UserProfile => ({
  user_id: user.id,
  first_name: user.first_name,
  last_name: user.last_name,
  email: user.email,
  is_premium: user.is_premium === 1 ? 1 : 0,
});

/** A new sign-in: a refresh-token family and an access token that names it. */
export async function issueTokenPair(
  accessTokens: AccessTokens,
  refreshTokens: RefreshTokenService,
  userId: string,
): Promise<TokenPair> {
  const { sessionId, refresh } = await refreshTokens.issue(userId);
  return { access: await accessTokens.issue(userId, sessionId), refresh };
}

const unauthorized = (detail: string) => new HttpError(401, detail);

export function createAuthService(deps: AuthServiceDeps) {
  const { users, refreshTokens, accessTokens, throttle, clock } = deps;

  const issuePair = (userId: string) => issueTokenPair(accessTokens, refreshTokens, userId);

  return {
    async signup(
      input: { first_name: string; last_name: string; email: string; password: string },
      ip: string,
    ): Promise<SignupResponse> {
      assertPasswordAllowed(input.password, input.email);
      await throttle.spendSignup(ip);
      const now = clock();
      const user: UserRow = {
        id: newId(),
        first_name: input.first_name,
        last_name: input.last_name,
        email: input.email,
        password_hash: await hashPassword(input.password),
        is_premium: 0,
        created_at: now,
        updated_at: now,
      };
      if (!(await users.insert(user))) {
        throw new FieldError({ email: [authMessages.emailTaken] });
      }
      return { ...(await issuePair(user.id)), ...toProfile(user) };
    },

    async login(input: { email: string; password: string }, ip: string): Promise<TokenPair> {
      const attempt = await throttle.reserveLoginAttempt(input.email, ip);
      const user = await users.findByEmail(input.email);
      const valid = user
        ? await verifyPassword(user.password_hash, input.password)
        : await verifyAgainstDummy(input.password);
      // A failure keeps its reserved attempt.
      if (!user || !valid)
        throw attempt.refusalIfWrong ?? unauthorized(authMessages.badCredentials);
      await attempt.succeeded();
      // While the password is at hand, a hash made with older parameters is made anew.
      if (hashIsOutdated(user.password_hash)) {
        await users.setPasswordHash(user.id, await hashPassword(input.password), clock());
      }
      return issuePair(user.id);
    },

    async refresh(presented: string, ip: string): Promise<TokenPair> {
      await throttle.spendRefresh(ip);
      const rotated = await refreshTokens.rotate(presented);
      if (!rotated.ok) throw unauthorized(authMessages.refreshInvalid);
      // A deleted account's tokens die with it.
      if (!(await users.findById(rotated.userId))) {
        throw unauthorized(authMessages.refreshInvalid);
      }
      return {
        access: await accessTokens.issue(rotated.userId, rotated.sessionId),
        refresh: rotated.refresh,
      };
    },

    async logout(presented: string): Promise<void> {
      await refreshTokens.revoke(presented, "logout");
    },

    async profile(userId: string): Promise<UserProfile> {
      const user = await users.findById(userId);
      if (!user) throw unauthorized(authMessages.notAuthenticated);
      return toProfile(user);
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
