import { Check, Minus } from "lucide-react";
import type { ReactNode } from "react";
import { FreeBooks, PremiumPrice } from "../site/plan-facts";

const yes = (
  <>
    <Check className="inline size-5 text-accent" aria-hidden="true" />
    <span className="sr-only">Yes</span>
  </>
);
const no = (
  <>
    <Minus className="inline size-5 text-ink-faint" aria-hidden="true" />
    <span className="sr-only">No</span>
  </>
);

/** What each account gets, row by row: the limits are this server's own. */
const ROWS: ReadonlyArray<{ feature: string; free: ReactNode; premium: ReactNode }> = [
  {
    feature: "Price",
    free: "Free",
    premium: (
      <>
        <PremiumPrice currency="INR" /> or <PremiumPrice currency="USD" />, once
      </>
    ),
  },
  { feature: "Read every public-domain book", free: yes, premium: yes },
  { feature: "Reading progress saved", free: yes, premium: yes },
  {
    feature: "Upload your own PDFs",
    free: (
      <>
        Up to <FreeBooks />
      </>
    ),
    premium: "Unlimited",
  },
  { feature: "Upload your own themes", free: no, premium: yes },
  { feature: "Premium themes and sounds", free: "Preview only", premium: "All unlocked" },
  { feature: "Ads", free: "Shown", premium: "None" },
];

/** Free and premium side by side, as a real table so screen readers can follow it. */
export function PlanComparison() {
  return (
    <section aria-labelledby="compare-title" className="flex flex-col gap-4">
      <h2 id="compare-title" className="font-serif text-2xl font-semibold">
        Free and premium compared
      </h2>
      <div className="overflow-x-auto rounded-3xl border border-line bg-card">
        <table className="w-full min-w-[20rem] border-collapse text-left">
          <thead>
            <tr className="border-b border-line bg-paper-deep/60">
              <th scope="col" className="px-4 py-3 text-sm font-semibold text-ink-soft sm:px-6">
                Feature
              </th>
              <th scope="col" className="px-4 py-3 text-sm font-semibold text-ink sm:px-6">
                Free
              </th>
              <th scope="col" className="px-4 py-3 text-sm font-semibold text-accent sm:px-6">
                Premium
              </th>
            </tr>
          </thead>
          <tbody>
            {ROWS.map((row) => (
              <tr key={row.feature} className="border-b border-line last:border-b-0">
                <th scope="row" className="px-4 py-3 font-medium text-ink sm:px-6">
                  {row.feature}
                </th>
                <td className="px-4 py-3 text-ink-soft sm:px-6">{row.free}</td>
                <td className="px-4 py-3 text-ink sm:px-6">{row.premium}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
