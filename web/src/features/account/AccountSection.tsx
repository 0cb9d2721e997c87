import { type ReactNode, useId } from "react";

interface AccountSectionProps {
  title: string;
  description: ReactNode;
  children: ReactNode;
  tone?: "plain" | "danger";
}

/** One card of the account page: a heading, what it does, and its form. */
export function AccountSection({
  title,
  description,
  children,
  tone = "plain",
}: AccountSectionProps) {
  const headingId = useId();
  const border = tone === "danger" ? "border-danger/40" : "border-line";
  return (
    <section
      aria-labelledby={headingId}
      className={`flex flex-col gap-5 rounded-3xl border ${border} bg-card p-6 sm:p-8`}
    >
      <div className="flex flex-col gap-1.5">
        <h2 id={headingId} className="font-serif text-2xl font-semibold text-ink">
          {title}
        </h2>
        <div className="text-ink-soft">{description}</div>
      </div>
      {children}
    </section>
  );
}
