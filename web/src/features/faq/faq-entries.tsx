import type { ReactNode } from "react";
import { Link } from "react-router";
import { viewHref } from "../../lib/views";
import { POLICY } from "../legal/policy";
import { FreeBookLimit, PremiumPrice } from "../site/plan-facts";

export interface FaqEntry {
  question: string;
  answer: ReactNode;
}

const linkClass = "font-medium text-accent underline-offset-4 hover:underline";

/** The questions people ask about Bindery, roughly in the order they ask them. */
export const FAQ_ENTRIES: readonly FaqEntry[] = [
  {
    question: "What is Bindery?",
    answer: (
      <p>
        Bindery is a reader for books the way books are read: two pages side by side that turn with
        a flip, over a background you choose, with ambient sound if you like. You can read
        public-domain classics for free, and turn your own PDFs into themed books.
      </p>
    ),
  },
  {
    question: "Do I need an account to read?",
    answer: (
      <p>
        No. Anyone can open the{" "}
        <Link to={viewHref("books")} className={linkClass}>
          public-domain books
        </Link>
        . An account keeps your place in every book, on every device, and lets you upload your own.
      </p>
    ),
  },
  {
    question: "How many books can I upload for free?",
    answer: (
      <p>
        A free account keeps up to <FreeBookLimit /> books. The upload page shows how many you have
        used ("2 / <FreeBookLimit /> uploads used"); an upload still waiting to be converted counts
        too, and one that fails frees its place again. Premium removes the limit.
      </p>
    ),
  },
  {
    question: "Which files can I upload?",
    answer: (
      <p>
        PDF files, up to {POLICY.maxUploadMb} MB and {POLICY.maxUploadPages.toLocaleString("en")}{" "}
        pages. Bindery checks what a file contains, not what it is called, so a renamed file is
        refused. A password-protected PDF is converted when you type its password in "PDF password"
        on the upload form; without it the upload fails and says so. Scanned pages without a text
        layer become picture pages, so nothing is lost. Dynamic XFA forms cannot be read yet, and a
        damaged PDF is converted as far as it can be repaired: its upload says so.
      </p>
    ),
  },
  {
    question: "How does the conversion work?",
    answer: (
      <>
        <p>
          Bindery reads the text of each PDF page, rebuilds its paragraphs and headings (joining
          words split across lines and leaving out running headers and page numbers), keeps the
          pictures, and sets it all again on book pages in the reader's typeface. It also keeps an
          image of every original page: "Switch to Basic View" in the reader shows them.
        </p>
        <p>
          The upload page follows each conversion as it happens. A long book opens as soon as its
          first pages are ready, and the rest appear while you read.
        </p>
      </>
    ),
  },
  {
    question: "What does Premium include, and what does it cost?",
    answer: (
      <p>
        Premium is one payment, for life: <PremiumPrice currency="INR" withCode /> in India or{" "}
        <PremiumPrice currency="USD" withCode /> everywhere else. It gives unlimited uploads, your
        own themes (a background picture with optional sound), every premium theme, and no ads. See{" "}
        <Link to="/pricing" className={linkClass}>
          pricing
        </Link>
        .
      </p>
    ),
  },
  {
    question: "Can I get a refund?",
    answer: (
      <p>
        Yes: ask within {POLICY.refundWindowDays} days of your payment through the{" "}
        <Link to="/contact" className={linkClass}>
          contact page
        </Link>
        , with the e-mail address of your account. The cancellation and refund policy, linked at the
        foot of the page, has the details.
      </p>
    ),
  },
  {
    question: "How quickly will I hear back from support?",
    answer: (
      <p>
        Messages sent through the{" "}
        <Link to="/contact" className={linkClass}>
          contact page
        </Link>{" "}
        are answered {POLICY.supportReply}, by e-mail to the address you give.
      </p>
    ),
  },
  {
    question: "Who can see the books I upload?",
    answer: (
      <p>
        Only you. Your books and their pages are private to your account; the links to their
        pictures are handed only to you and expire after a few hours.
      </p>
    ),
  },
  {
    question: "What does Bindery do with my data?",
    answer: (
      <p>
        It keeps your account, your books and your place in them, and nothing else about you. Its
        own analytics count what happens (a book opened, pages turned) without any name, e-mail
        address or account attached, and count nothing at all when your browser asks not to be
        tracked. The privacy policy at the foot of the page says more.
      </p>
    ),
  },
];
