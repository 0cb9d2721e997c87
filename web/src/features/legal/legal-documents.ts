import type { ComponentType } from "react";
import { AboutDocument } from "./documents/AboutDocument";
import { CopyrightDocument } from "./documents/CopyrightDocument";
import { PrivacyDocument } from "./documents/PrivacyDocument";
import { RefundDocument } from "./documents/RefundDocument";
import { TermsDocument } from "./documents/TermsDocument";

export interface LegalDocument {
  /** The footer's link text. */
  label: string;
  /** The dialog's title. */
  title: string;
  Body: ComponentType;
}

/** The legal dialogs the footer opens, in its order. */
export const LEGAL_DOCUMENTS: readonly LegalDocument[] = [
  { label: "Terms", title: "Terms of use", Body: TermsDocument },
  { label: "Privacy", title: "Privacy policy", Body: PrivacyDocument },
  { label: "Cancellation & refund", title: "Cancellation and refund policy", Body: RefundDocument },
  { label: "Copyright report", title: "Report a copyright infringement", Body: CopyrightDocument },
  { label: "About", title: "About Bindery", Body: AboutDocument },
];
