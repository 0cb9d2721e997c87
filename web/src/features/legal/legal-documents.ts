import type { ComponentType } from "react";
import { lazyWithRetry } from "../../lib/lazy-with-retry";

// Every page carries the footer's links, but a document's text is read only once its
// dialog or page opens: each text is its own chunk, kept out of the first paint's script.
const TermsDocument = lazyWithRetry(() =>
  import("./documents/TermsDocument").then((module) => ({ default: module.TermsDocument })),
);
const PrivacyDocument = lazyWithRetry(() =>
  import("./documents/PrivacyDocument").then((module) => ({ default: module.PrivacyDocument })),
);
const RefundDocument = lazyWithRetry(() =>
  import("./documents/RefundDocument").then((module) => ({ default: module.RefundDocument })),
);
const CopyrightDocument = lazyWithRetry(() =>
  import("./documents/CopyrightDocument").then((module) => ({
    default: module.CopyrightDocument,
  })),
);
const AboutDocument = lazyWithRetry(() =>
  import("./documents/AboutDocument").then((module) => ({ default: module.AboutDocument })),
);

export interface LegalDocument {
  /** The footer's link text. */
  label: string;
  /** The dialog's and the page's title. */
  title: string;
  /** The page's own address, for links from elsewhere (payment gateways ask for them). */
  path: string;
  /** Loaded when first shown; the dialog and the page wait for it under Suspense. */
  Body: ComponentType;
}

/** The legal documents, in the footer's order: each a page, and a dialog from the footer. */
export const LEGAL_DOCUMENTS: readonly LegalDocument[] = [
  { label: "Terms", title: "Terms of use", path: "/terms", Body: TermsDocument },
  { label: "Privacy", title: "Privacy policy", path: "/privacy", Body: PrivacyDocument },
  {
    label: "Cancellation & refund",
    title: "Cancellation and refund policy",
    path: "/refunds",
    Body: RefundDocument,
  },
  {
    label: "Copyright report",
    title: "Report a copyright infringement",
    path: "/copyright",
    Body: CopyrightDocument,
  },
  { label: "About", title: "About Bindery", path: "/about", Body: AboutDocument },
];
