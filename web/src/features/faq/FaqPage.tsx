import { Link } from "react-router";
import { buttonClass } from "../../components/ui/button-styles";
import { Container } from "../../components/ui/Container";
import { ScreenHeader } from "../../components/ui/ScreenHeader";
import { FaqList } from "./FaqList";
import { FAQ_ENTRIES } from "./faq-entries";

export default function FaqPage() {
  return (
    <Container className="flex flex-col gap-8 py-10 sm:py-14">
      <title>FAQ · Bindery</title>
      <ScreenHeader eyebrow="Help" title="Frequently asked questions">
        Answers about reading, uploading, themes, Premium and refunds.
      </ScreenHeader>
      <div className="max-w-3xl">
        <FaqList entries={FAQ_ENTRIES} />
      </div>
      <section
        aria-labelledby="faq-more-title"
        className="flex max-w-3xl flex-col items-start gap-3 rounded-3xl bg-paper-deep/60 p-6 sm:flex-row sm:items-center sm:justify-between sm:p-7"
      >
        <div className="flex flex-col gap-1">
          <h2 id="faq-more-title" className="font-serif text-xl font-semibold">
            Still wondering?
          </h2>
          <p className="text-ink-soft">Write to us and we will answer by e-mail.</p>
        </div>
        <Link to="/contact" className={buttonClass("secondary")}>
          Contact us
        </Link>
      </section>
    </Container>
  );
}
