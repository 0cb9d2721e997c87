import {
  accountMessages,
  authMessages,
  EMAIL_CHANGE_TTL_HOURS,
  type EmailChangeRequest,
  PASSWORD_RESET_TTL_MINUTES,
  type PasswordChangeRequest,
  type PasswordResetRequest,
  type TokenPair,
  type UpdateNameRequest,
  type UserProfile,
} from "@bindery/contract";
import type { FastifyBaseLogger } from "fastify";
import type { AccessTokens } from "../auth/access-tokens.js";
import { issueTokenPair, toProfile } from "../auth/auth.service.js";
import { assertPasswordAllowed } from "../auth/password-policy.js";
import { hashPassword, verifyPassword } from "../auth/passwords.js";
import {
  hashToken,
  newOpaqueToken,
  type RefreshTokenService,
} from "../auth/refresh-tokens.service.js";
import type { UserRow, UsersRepo } from "../auth/users.repo.js";
import type { Clock } from "../lib/clock.js";
import { FieldError, HttpError } from "../lib/http-errors.js";
import { newId } from "../lib/ids.js";
import { type AccountMailbox, emailChangeMail, passwordResetMail } from "./account-mail.js";
import type { AccountThrottle } from "./account-throttle.js";
import type { AccountTokenPurpose, AccountTokensRepo } from "./account-tokens.repo.js";

export interface AccountServiceDeps {
  users: UsersRepo;
  tokens: AccountTokensRepo;
  refreshTokens: RefreshTokenService;
  accessTokens: AccessTokens;
  mailbox: AccountMailbox;
  throttle: AccountThrottle;
  clock: Clock;
  log: FastifyBaseLogger;
}

const TTL_MS: Record<AccountTokenPurpose, number> = {
  password_reset: PASSWORD_RESET_TTL_MINUTES * 60_000,
  email_change: EMAIL_CHANGE_TTL_HOURS * 3_600_000,
};

/** The web app's view that opens each kind of link. */
const LINK_VIEW: Record<AccountTokenPurpose, string> = {
  password_reset: "reset-password",
  email_change: "confirm-email",
};

const linkInvalid = () => new HttpError(400, accountMessages.linkInvalid);

/** Name, e-mail and password of the signed-in user, and the forgotten-password path. */
export function createAccountService(deps: AccountServiceDeps) {
  const { users, tokens, refreshTokens, accessTokens, mailbox, throttle, clock, log } = deps;

  const account = async (userId: string): Promise<UserRow> => {
    const user = await users.findById(userId);
    if (!user) throw new HttpError(401, authMessages.notAuthenticated);
    return user;
  };

  /** The current password guards every change that could lock the owner out. */
  const assertCurrentPassword = async (user: UserRow, password: string) => {
    await throttle.spendPasswordCheck(user.id);
    if (!(await verifyPassword(user.password_hash, password))) {
      throw new FieldError({ current_password: [accountMessages.wrongPassword] });
    }
  };

  /** Stores a new token (only its hash) and answers the link that carries it. */
  const issueLink = async (
    userId: string,
    purpose: AccountTokenPurpose,
    origin: string,
    newEmail: string | null = null,
  ): Promise<string> => {
    const token = newOpaqueToken();
    const now = clock();
    await tokens.replace({
      id: newId(),
      userId,
      purpose,
      tokenHash: hashToken(token),
      newEmail,
      now,
      expiresAt: now + TTL_MS[purpose],
    });
    return `${origin}/?${new URLSearchParams({ view: LINK_VIEW[purpose], token })}`;
  };

  /**
   * Work that must not delay or shape the answer (mail above all: the caller never waits
   * for the mail server). A failure is logged for the operator.
   */
  const afterAnswer = (what: string, work: () => Promise<void>) => {
    setImmediate(() => {
      work().catch((error: unknown) => log.error({ err: error }, what));
    });
  };

  /** Takes a live token of `purpose` once; a used, expired or unknown one is refused. */
  const findLink = async (token: string, purpose: AccountTokenPurpose) => {
    const found = await tokens.findLive(hashToken(token), purpose, clock());
    if (!found) throw linkInvalid();
    return found;
  };
  const consume = async (id: string) => {
    if (!(await tokens.consume(id, clock()))) throw linkInvalid();
  };

  const setPassword = async (user: UserRow, password: string, reason: string) => {
    await users.setPasswordHash(user.id, await hashPassword(password), clock());
    await refreshTokens.revokeAll(user.id, reason);
    await tokens.revokeAll(user.id, "password_reset");
  };

  return {
    /** 400 on `current_password` when it is wrong; rate-limited per user. */
    async assertCurrentPassword(userId: string, password: string): Promise<void> {
      await assertCurrentPassword(await account(userId), password);
    },

    async updateName(userId: string, name: Required<UpdateNameRequest>): Promise<UserProfile> {
      const user = await account(userId);
      await users.updateName(user.id, name, clock());
      return toProfile({ ...user, ...name });
    },

    async requestEmailChange(
      userId: string,
      input: Required<EmailChangeRequest>,
      origin: string,
    ): Promise<void> {
      const user = await account(userId);
      await assertCurrentPassword(user, input.current_password);
      if (input.email === user.email) throw new FieldError({ email: [accountMessages.sameEmail] });
      if (await users.findByEmail(input.email)) {
        throw new FieldError({ email: [authMessages.emailTaken] });
      }
      const link = await issueLink(user.id, "email_change", origin, input.email);
      afterAnswer("An e-mail-change link could not be sent", () =>
        mailbox.send(emailChangeMail(input.email, link)),
      );
    },

    async confirmEmailChange(token: string): Promise<void> {
      const found = await findLink(token, "email_change");
      await consume(found.id);
      if (!found.new_email || !(await users.updateEmail(found.user_id, found.new_email, clock()))) {
        throw new FieldError({ email: [authMessages.emailTaken] });
      }
    },

    /** Every sign-in ends; the caller's device goes on with the pair answered. */
    async changePassword(userId: string, input: PasswordChangeRequest): Promise<TokenPair> {
      const user = await account(userId);
      assertPasswordAllowed(input.password, user.email);
      await assertCurrentPassword(user, input.current_password);
      await setPassword(user, input.password, "password-change");
      return issueTokenPair(accessTokens, refreshTokens, user.id);
    },

    /**
     * Mails a reset link when the address has an account. The caller learns nothing either
     * way: the same answer, given after the rate limit alone; looking the address up, storing
     * the link and mailing it happen after the answer, so its timing is the same too.
     */
    async forgotPassword(email: string, ip: string, origin: string): Promise<void> {
      await throttle.spendResetLink(email, ip);
      afterAnswer("A password-reset link could not be sent", async () => {
        const user = await users.findByEmail(email);
        if (!user) return;
        const link = await issueLink(user.id, "password_reset", origin);
        await mailbox.send(passwordResetMail(user.email, link));
      });
    },

    /** Sets the new password and ends every sign-in; the link works once. */
    async resetPassword(input: PasswordResetRequest): Promise<void> {
      const found = await findLink(input.token, "password_reset");
      const user = await users.findById(found.user_id);
      if (!user) throw linkInvalid();
      // Checked before the link is spent, so a refused password leaves it usable.
      assertPasswordAllowed(input.password, user.email);
      await consume(found.id);
      await setPassword(user, input.password, "password-reset");
    },
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
