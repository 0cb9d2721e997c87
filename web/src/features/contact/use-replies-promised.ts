import { useSuspenseQuery } from "@tanstack/react-query";
import { siteInfoQuery } from "../site/site-query";

/**
 * Whether the contact page may promise a reply: only when the server has an operator
 * address (OPERATOR_EMAIL) for the messages. Without one they are only kept on the
 * server, and nobody may be there to answer.
 */
export function useRepliesPromised(): boolean {
  return Boolean(useSuspenseQuery(siteInfoQuery).data.operator?.email);
}
