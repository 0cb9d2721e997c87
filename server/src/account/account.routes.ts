import { accountMessages, routes } from "@bindery/contract";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { refreshTokenServiceFor } from "../auth/refresh-tokens.service.js";
import type { Deps } from "../feature-deps.js";
import { routeFrom } from "../lib/route-from.js";
import { createAccountService } from "./account.service.js";
import { createAccountDataService } from "./account-data.service.js";
import { createAccountMailbox } from "./account-mail.js";
import { createAccountThrottle } from "./account-throttle.js";
import { emailLinkOrigin } from "./email-link-origin.js";

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
  const userOf = (request: FastifyRequest) => deps.authenticator.requireUser(request);
  const linkOrigin = () => emailLinkOrigin(config, app.server.address());

  routeFrom(app, routes.updateName, async (request) =>
    account.updateName(await userOf(request), request.body),
  );

  routeFrom(app, routes.requestEmailChange, async (request) => {
    await account.requestEmailChange(await userOf(request), request.body, linkOrigin());
    return { detail: accountMessages.emailChangeSent };
  });

  routeFrom(app, routes.confirmEmailChange, async (request) => {
    await account.confirmEmailChange(request.body.token);
    return { detail: accountMessages.emailChanged };
  });

  routeFrom(app, routes.changePassword, async (request) =>
    account.changePassword(await userOf(request), request.body),
  );

  routeFrom(app, routes.requestPasswordReset, async (request) => {
    await account.forgotPassword(request.body.email, request.ip, linkOrigin());
    return { detail: accountMessages.resetSent };
  });

  routeFrom(app, routes.resetPassword, async (request) => {
    await account.resetPassword(request.body);
    return { detail: accountMessages.passwordReset };
  });

  routeFrom(app, routes.deleteAccount, async (request) =>
    accountData.deleteAccount(await userOf(request), request.body),
  );

  routeFrom(app, routes.exportMyData, async (request, reply) => {
    const data = await accountData.exportData(await userOf(request));
    const day = data.exported_at.slice(0, 10);
    return reply
      .header("content-disposition", `attachment; filename="bindery-my-data-${day}.json"`)
      .header("cache-control", "no-store")
      .send(data);
  });
}
