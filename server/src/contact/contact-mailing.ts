import type { FastifyInstance } from "fastify";
import type { Deps } from "../deps.js";
import { createOperatorMailbox } from "../mail/operator-mailbox.js";
import { createContactDelivery } from "./contact-delivery.js";
import { startContactMailRetrier } from "./contact-mail-retrier.js";
import type { ContactMessagesRepo } from "./contact-messages.repo.js";

/**
 * Mails contact messages for the life of the app: the retrier starts when the app is
 * ready and stops, with the sends in flight, when it closes.
 */
export function startContactMailing(app: FastifyInstance, deps: Deps, repo: ContactMessagesRepo) {
  const mailbox = createOperatorMailbox(deps.config, app.log);
  const delivery = createContactDelivery({ repo, mailbox, clock: deps.clock, log: app.log });
  let retrier: ReturnType<typeof startContactMailRetrier> | undefined;

  app.addHook("onReady", async () => {
    app.log.info(mailbox.description);
    retrier = startContactMailRetrier(delivery.deliverDue, app.log);
  });
  app.addHook("onClose", async () => {
    await retrier?.stop();
    await delivery.settled();
    mailbox.close();
  });
  return delivery;
}
