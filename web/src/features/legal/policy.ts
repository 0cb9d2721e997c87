/**
 * The promises the FAQ and the legal texts make, in one place. The refund policy promises
 * a reply within 24 hours; the FAQ, for everyday questions, 1-2 business days. The free
 * limit and the prices are the server's (site/plan-facts.tsx).
 */
export const POLICY = {
  refundWindowDays: 7,
  refundReply: "within 24 hours",
  supportReply: "within 1-2 business days",
  maxUploadMb: 100,
  maxUploadPages: 2000,
} as const;
