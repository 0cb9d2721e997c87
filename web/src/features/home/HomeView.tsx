import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { buttonClass } from "../../components/ui/button-styles";
import { Container } from "../../components/ui/Container";
import { viewHref } from "../../lib/views";
import { AdSlot } from "../ads/AdSlot";
import { PublicBooksShelf } from "../library/PublicBooksShelf";
import { useSession } from "../session/session-store";
import { FeatureCard } from "./FeatureCard";
import { benefits, quotes, steps } from "./home-content";
import { OpenBookArt } from "./OpenBookArt";
import { PartnersSection } from "./PartnersSection";

export function HomeView() {
  const signedIn = useSession().status === "signed-in";
  return (
    <>
      <title>Bindery · Read, Create, Author books.</title>
      <section className="overflow-hidden">
        <Container className="grid items-center gap-12 py-14 sm:py-20 lg:grid-cols-[1.1fr_0.9fr] lg:py-24">
          <div className="flex flex-col items-start gap-6">
            <p className="rounded-full border border-line-strong bg-card px-3 py-1 text-xs font-semibold uppercase tracking-[0.18em] text-accent">
              Free classics · Your own books
            </p>
            <h1 className="text-balance font-serif text-5xl font-semibold leading-[1.05] tracking-tight text-ink sm:text-6xl lg:text-7xl">
              Read, Create, Author books.
            </h1>
            <p className="max-w-xl text-lg text-ink-soft sm:text-xl">
              Read public-domain classics for free, or turn your own PDFs into themed books whose
              pages really turn.
            </p>
            <div className="flex flex-wrap gap-3">
              <Link to={viewHref("books")} className={buttonClass("primary", "lg")}>
                Browse free books
                <ArrowRight className="size-4" aria-hidden="true" />
              </Link>
              <Link
                to={viewHref(signedIn ? "upload-book" : "signup")}
                className={buttonClass("secondary", "lg")}
              >
                {signedIn ? "Upload a PDF" : "Create your shelf"}
              </Link>
            </div>
          </div>
          <OpenBookArt />
        </Container>
      </section>

      <section className="border-y border-line bg-card">
        <Container className="py-12 sm:py-14">
          <PublicBooksShelf
            title="Public-domain books, free to read"
            description="Novels, poetry and essays whose copyright has run out, ready to open without an account."
            rows={1}
          />
        </Container>
      </section>

      <section aria-labelledby="steps-title">
        <Container className="flex flex-col gap-8 py-16">
          <h2 id="steps-title" className="font-serif text-3xl font-semibold tracking-tight">
            From PDF to page-turner
          </h2>
          <ol className="grid gap-5 md:grid-cols-3">
            {steps.map((step, index) => (
              <li key={step.title}>
                <FeatureCard feature={step} number={index + 1} />
              </li>
            ))}
          </ol>
        </Container>
      </section>

      <Container className="pb-16">
        <AdSlot />
      </Container>

      <section aria-labelledby="quotes-title" className="bg-night text-paper">
        <Container className="flex flex-col gap-10 py-16">
          <h2
            id="quotes-title"
            className="text-xs font-semibold uppercase tracking-[0.2em] text-gold"
          >
            On reading
          </h2>
          <div className="grid gap-10 md:grid-cols-3">
            {quotes.map((quote) => (
              <figure key={quote.author} className="flex flex-col gap-4">
                <blockquote className="font-serif text-xl italic leading-relaxed text-paper/95">
                  “{quote.text}”
                </blockquote>
                <figcaption className="text-sm text-paper/75">
                  — {quote.author}, <cite className="not-italic text-paper/60">{quote.source}</cite>
                </figcaption>
              </figure>
            ))}
          </div>
        </Container>
      </section>

      <section aria-labelledby="benefits-title">
        <Container className="flex flex-col gap-8 py-16">
          <h2 id="benefits-title" className="font-serif text-3xl font-semibold tracking-tight">
            Why read a little every day
          </h2>
          <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
            {benefits.map((benefit) => (
              <li key={benefit.title}>
                <FeatureCard feature={benefit} />
              </li>
            ))}
          </ul>
        </Container>
      </section>

      <PartnersSection />
    </>
  );
}
