import { PREMIUM_PERKS } from "../premium/premium-perks";

/** What premium gives, beside the price. */
export function PerksCard() {
  return (
    <section
      aria-labelledby="perks-title"
      className="flex flex-col gap-5 rounded-3xl border border-line bg-paper-deep/60 p-7 sm:p-9"
    >
      <h2 id="perks-title" className="font-serif text-2xl font-semibold">
        What premium gives you
      </h2>
      <ul className="flex flex-col gap-5">
        {PREMIUM_PERKS.map(({ icon: Icon, title, text }) => (
          <li key={title} className="flex gap-4">
            <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-xl bg-gold-soft text-accent">
              <Icon className="size-5" aria-hidden="true" />
            </span>
            <div className="flex flex-col gap-0.5">
              <h3 className="font-semibold text-ink">{title}</h3>
              <p className="text-ink-soft">{text}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
