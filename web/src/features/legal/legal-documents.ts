import type { ComponentType } from "react";
import { lazyWithRetry } from "../../lib/lazy-with-retry";

// Each document's text comes in its own chunk when it is first opened: the footer that
// links to all five is on every page, and its readers seldom open one.
const lazyDocument = (load: () => Promise<ComponentType<object>>) =>
  lazyWithRetry<object>(() => load().then((Body) => ({ default: Body })));
const TermsDocument = lazyDocument(() =>
  import("./documents/TermsDocument").then((module) => module.TermsDocument),
);
const PrivacyDocument = lazyDocument(() =>
  import("./documents/PrivacyDocument").then((module) => module.PrivacyDocument),
);
const RefundDocument = lazyDocument(() =>
  import("./documents/RefundDocument").then((module) => module.RefundDocument),
);
const CopyrightDocument = lazyDocument(() =>
  import("./documents/CopyrightDocument").then((module) => module.CopyrightDocument),
);
const AboutDocument = lazyDocument(() =>
  import("./documents/AboutDocument").then((module) => module.AboutDocument),
);

export interface LegalDocument {
  /** The footer's link text. */
  label: string;
  /** The dialog's and the page's title. */
  title: string;
  /** The page's own address, for links from elsewhere (payment gateways ask for them). */
  path: string;
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
