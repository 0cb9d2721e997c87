import { PREMIUM_PRICES } from "@bindery/contract";
import { Home } from "lucide-react";
import { Link } from "react-router";
import { buttonClass } from "../../components/ui/button-styles";
import { LogoMark } from "../../components/ui/Logo";
import { PREMIUM_PERKS } from "./premium-perks";

const steps = [
  {
    title: "Sign in",
    text: "Premium belongs to your Bindery account, on every device you read on.",
  },
  {
    title: "Pay once",
    text: "Through Razorpay in India and PayPal everywhere else. Bindery never sees your card.",
  },
  {
    title: "Read your way",
    text: "Uploads, themes and sounds unlock the moment the payment is confirmed.",
  },
];

/** The marketing page: it stands alone, with a Home button as its only way out. */
export default function PremiumPage() {
  return (
    <main className="relative min-h-dvh overflow-hidden bg-night text-paper">
      <title>Bindery Premium</title>
      <div className="absolute -top-32 -left-32 size-96 rounded-full bg-accent/40 blur-3xl" />
      <div className="absolute top-1/3 -right-24 size-80 rounded-full bg-gold/25 blur-3xl" />
      <div className="relative mx-auto flex w-full max-w-5xl flex-col gap-14 px-6 py-14 sm:py-20">
        <header className="flex flex-col items-start gap-6">
          <div className="flex items-center gap-3">
            <LogoMark className="size-10" />
            <p className="text-xs font-semibold uppercase tracking-[0.2em] text-gold">
              Bindery Premium
            </p>
          </div>
          <h1 className="max-w-3xl text-balance font-serif text-4xl font-semibold leading-tight sm:text-6xl">
            Every book you own, bound the way you like it.
          </h1>
          <p className="max-w-2xl text-lg text-paper/80 sm:text-xl">
            Bring your whole library into Bindery and read it against your own pictures and sounds.{" "}
            {PREMIUM_PRICES.INR.display} in India, {PREMIUM_PRICES.USD.display} everywhere else,
            paid once.
          </p>
        </header>

        <section aria-labelledby="perks-title" className="flex flex-col gap-6">
          <h2 id="perks-title" className="sr-only">
            What premium gives you
          </h2>
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {PREMIUM_PERKS.map(({ icon: Icon, title, text }) => (
              <li
                key={title}
                className="flex flex-col gap-3 rounded-2xl border border-paper/10 bg-paper/5 p-6 sm:last:col-span-2"
              >
                <span className="inline-flex size-10 items-center justify-center rounded-xl bg-gold/20 text-gold">
                  <Icon className="size-5" aria-hidden="true" />
                </span>
                <h3 className="font-serif text-lg font-semibold">{title}</h3>
                <p className="text-paper/75">{text}</p>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="how-title" className="flex flex-col gap-6">
          <h2 id="how-title" className="font-serif text-2xl font-semibold sm:text-3xl">
            How it works
          </h2>
          <ol className="grid gap-4 md:grid-cols-3">
            {steps.map((step, index) => (
              <li key={step.title} className="flex gap-4">
                <span
                  className="w-7 shrink-0 font-serif text-4xl leading-none text-gold/70"
                  aria-hidden="true"
                >
                  {index + 1}
                </span>
                <div className="flex flex-col gap-1">
                  <h3 className="font-semibold">{step.title}</h3>
                  <p className="text-paper/75">{step.text}</p>
                </div>
              </li>
            ))}
          </ol>
        </section>

        <div>
          <Link to="/" className={buttonClass("inverse", "lg")}>
            <Home className="size-4" aria-hidden="true" />
            Home
          </Link>
        </div>
      </div>
    </main>
  );
}
