import { ChevronDown } from "lucide-react";
import { useId, useState } from "react";
import type { FaqEntry } from "./faq-entries";

function FaqItem({ entry }: { entry: FaqEntry }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <li className="border-b border-line last:border-b-0">
      <h2>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((current) => !current)}
          className="flex w-full items-center justify-between gap-4 px-5 py-5 text-left font-serif text-lg font-semibold text-ink hover:text-accent sm:px-7"
        >
          {entry.question}
          <ChevronDown
            className={`size-5 shrink-0 text-accent transition-transform ${open ? "rotate-180" : ""}`}
            aria-hidden="true"
          />
        </button>
      </h2>
      <div
        id={panelId}
        hidden={!open}
        className="flex flex-col gap-3 px-5 pb-6 text-ink-soft leading-relaxed sm:px-7"
      >
        {entry.answer}
      </div>
    </li>
  );
}

/**
 * Questions as a disclosure list: each question is a heading holding a button that shows
 * or hides its answer, so screen readers can jump between questions and hear whether each
 * is open.
 */
export function FaqList({ entries }: { entries: readonly FaqEntry[] }) {
  return (
    <ul className="rounded-3xl border border-line bg-card shadow-sm shadow-ink/5">
      {entries.map((entry) => (
        <FaqItem key={entry.question} entry={entry} />
      ))}
    </ul>
  );
}
