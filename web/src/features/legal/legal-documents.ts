import type { ComponentType } from "react";
import { AboutDocument } from "./documents/AboutDocument";
import { CopyrightDocument } from "./documents/CopyrightDocument";
import { PrivacyDocument } from "./documents/PrivacyDocument";
import { RefundDocument } from "./documents/RefundDocument";
import { TermsDocument } from "./documents/TermsDocument";

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
