import { FREE_UPLOAD_LIMIT } from "@bindery/contract";

/**
 * The promises the FAQ and the legal dialogs make, in one place. The
 * refund policy promises a reply within 24 hours; the FAQ, for everyday questions,
 * 1-2 business days.
 */
export const POLICY = {
  freeBooks: FREE_UPLOAD_LIMIT,
  refundWindowDays: 7,
  refundReply: "within 24 hours",
  supportReply: "within 1-2 business days",
  priceIndia: "₹149 (149 INR)",
  priceElsewhere: "$5 (5 USD)",
  maxUploadMb: 100,
  maxUploadPages: 2000,
} as const;
