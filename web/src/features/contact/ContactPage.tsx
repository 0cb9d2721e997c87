import { Clock, HelpCircle } from "lucide-react";
import { Link } from "react-router";
import { Container } from "../../components/ui/Container";
import { ScreenHeader } from "../../components/ui/ScreenHeader";
import { POLICY } from "../legal/policy";
import { ContactForm } from "./ContactForm";
import { useRepliesPromised } from "./use-replies-promised";

export default function ContactPage() {
  const repliesPromised = useRepliesPromised();
  return (
    <Container className="flex flex-col gap-8 py-10 sm:py-14">
      <title>Contact · Bindery</title>
      <ScreenHeader eyebrow="Contact" title="Contact us">
        {repliesPromised
          ? "Send us feedback, a bug report or a partnership idea, and we will write back by e-mail."
          : "Send us feedback, a bug report or a partnership idea."}
      </ScreenHeader>
      <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,1.4fr)_minmax(0,1fr)]">
        <section
          aria-label="Write to us"
          className="rounded-3xl border border-line bg-card p-6 shadow-sm shadow-ink/5 sm:p-8"
        >
          <ContactForm />
        </section>
        <aside className="flex flex-col gap-5 rounded-3xl bg-paper-deep/60 p-6 sm:p-8">
          {repliesPromised ? (
            <div className="flex gap-3">
              <Clock className="mt-0.5 size-5 shrink-0 text-accent" aria-hidden="true" />
              <div className="flex flex-col gap-1">
                <h2 className="font-serif text-lg font-semibold">When we answer</h2>
                <p className="text-sm text-ink-soft">
                  We reply {POLICY.supportReply}, to the e-mail address you give. Refund requests
                  are answered {POLICY.refundReply}.
                </p>
              </div>
            </div>
          ) : null}
          <div className="flex gap-3">
            <HelpCircle className="mt-0.5 size-5 shrink-0 text-accent" aria-hidden="true" />
            <div className="flex flex-col gap-1">
              <h2 className="font-serif text-lg font-semibold">Quick answers</h2>
              <p className="text-sm text-ink-soft">
                Uploads, the free limit, Premium and refunds are covered in the{" "}
                <Link
                  to="/faq"
                  className="font-medium text-accent underline-offset-4 hover:underline"
                >
                  FAQ
                </Link>
                .
              </p>
            </div>
          </div>
        </aside>
      </div>
    </Container>
  );
}
