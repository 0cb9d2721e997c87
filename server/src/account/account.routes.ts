import {
  accountExportSchema,
  accountMessages,
  deleteAccountRequestSchema,
  detailResponseSchema,
  emailChangeRequestSchema,
  forgotPasswordRequestSchema,
  passwordChangeRequestSchema,
  passwordChangeResponseSchema,
  passwordResetRequestSchema,
  tokenRequestSchema,
  updateNameRequestSchema,
  userProfileSchema,
} from "@bindery/contract";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { refreshTokenServiceFor } from "../auth/refresh-tokens.service.js";
import type { Deps } from "../feature-deps.js";
import { createAccountService } from "./account.service.js";
import { createAccountDataService } from "./account-data.service.js";
import { createAccountMailbox } from "./account-mail.js";
import { createAccountThrottle } from "./account-throttle.js";
import { emailLinkOrigin } from "./email-link-origin.js";

const tags = ["accounts"];
const bearer = [{ bearer: [] }];

/** The account page's calls (contract/src/account.ts lists them with their answers). */
export async function registerAccountRoutes(app: FastifyInstance, deps: Deps): Promise<void> {
  const { config, clock } = deps;
  const { users } = deps.repos;
  const mailbox = createAccountMailbox(config, app.log);
  app.addHook("onClose", async () => mailbox.close());
  const refreshTokens = refreshTokenServiceFor(deps);
  const account = createAccountService({
    users,
    tokens: deps.repos.accountTokens,
    refreshTokens,
    accessTokens: deps.accessTokens,
    mailbox,
    throttle: createAccountThrottle(deps.rateLimiter),
    clock,
    log: app.log,
  });
  const accountData = createAccountDataService({
    users,
    data: deps.repos.accountData,
    books: deps.repos.books,
    fileDeletions: deps.repos.fileDeletions,
    transaction: deps.transaction,
    storage: deps.storage,
    clock,
    assertCurrentPassword: account.assertCurrentPassword,
    sessions: deps.sessions,
  });
  const api = app.withTypeProvider<ZodTypeProvider>();
  const userOf = (request: FastifyRequest) => deps.authenticator.requireUser(request);
  const linkOrigin = () => emailLinkOrigin(config, app.server.address());

  api.patch(
    "/users/profile/",
    {
      schema: {
        tags,
        operationId: "updateName",
        summary: "Change the signed-in user's name",
        security: bearer,
        body: updateNameRequestSchema,
        response: { 200: userProfileSchema },
      },
    },
    async (request) => account.updateName(await userOf(request), request.body),
  );

  api.post(
    "/users/email_change/",
    {
      schema: {
        tags,
        operationId: "requestEmailChange",
        refusals: [429],
        summary: "Send a confirmation link to a new e-mail address (needs the current password)",
        description: "The address changes only when the link is opened (email_change/confirm/).",
        security: bearer,
        body: emailChangeRequestSchema,
        response: { 200: detailResponseSchema },
      },
    },
    async (request) => {
      await account.requestEmailChange(await userOf(request), request.body, linkOrigin());
      return { detail: accountMessages.emailChangeSent };
    },
  );

  api.post(
    "/users/email_change/confirm/",
    {
      schema: {
        tags,
        operationId: "confirmEmailChange",
        summary: "Make the new e-mail address the account's (the link's token, once)",
        body: tokenRequestSchema,
        response: { 200: detailResponseSchema },
      },
    },
    async (request) => {
      await account.confirmEmailChange(request.body.token);
      return { detail: accountMessages.emailChanged };
    },
  );

  api.post(
    "/users/password_change/",
    {
      schema: {
        tags,
        operationId: "changePassword",
        refusals: [429],
        summary: "Change the password (needs the current one); every other sign-in ends",
        description: "Answers new tokens for this device: the ones it held are revoked too.",
        security: bearer,
        body: passwordChangeRequestSchema,
        response: { 200: passwordChangeResponseSchema },
      },
    },
    async (request) => account.changePassword(await userOf(request), request.body),
  );

  api.post(
    "/users/password_reset/",
    {
      schema: {
        tags,
        operationId: "requestPasswordReset",
        refusals: [429],
        summary: "E-mail a single-use link to choose a new password (valid 30 minutes)",
        description:
          "The same answer whether or not the address has an account; rate-limited per address and per network address.",
        body: forgotPasswordRequestSchema,
        response: { 200: detailResponseSchema },
      },
    },
    async (request) => {
      await account.forgotPassword(request.body.email, request.ip, linkOrigin());
      return { detail: accountMessages.resetSent };
    },
  );

  api.post(
    "/users/password_reset/confirm/",
    {
      schema: {
        tags,
        operationId: "resetPassword",
        summary: "Set a new password with the e-mailed link's token; every sign-in ends",
        body: passwordResetRequestSchema,
        response: { 200: detailResponseSchema },
      },
    },
    async (request) => {
      await account.resetPassword(request.body);
      return { detail: accountMessages.passwordReset };
    },
  );

  api.post(
    "/users/delete_account/",
    {
      schema: {
        tags,
        operationId: "deleteAccount",
        refusals: [429],
        summary: "Delete the account, its books, files, themes and progress (needs the password)",
        description: "Orders are kept, anonymised, as accounting requires.",
        security: bearer,
        body: deleteAccountRequestSchema,
        response: { 200: detailResponseSchema },
      },
    },
    async (request) => accountData.deleteAccount(await userOf(request), request.body),
  );

  api.get(
    "/users/my_data/",
    {
      schema: {
        tags,
        operationId: "exportMyData",
        summary: "Everything the account holds, as a JSON file: profile, books, progress, orders",
        security: bearer,
        response: { 200: accountExportSchema },
      },
    },
    async (request, reply) => {
      const data = await accountData.exportData(await userOf(request));
      const day = data.exported_at.slice(0, 10);
      return reply
        .header("content-disposition", `attachment; filename="bindery-my-data-${day}.json"`)
        .header("cache-control", "no-store")
        .send(data);
    },
  );
}
