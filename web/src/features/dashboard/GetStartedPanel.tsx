import { NOT_STARTED_READING } from "../library/empty-messages";
import { StartReadingLinks } from "../library/StartReadingLinks";
import { ShelfArt } from "./ShelfArt";

/** Shown in place of Continue reading while the user's shelf is empty. */
export function GetStartedPanel() {
  return (
    <section
      aria-labelledby="get-started-title"
      className="relative flex items-center justify-between gap-8 overflow-hidden rounded-3xl border border-line bg-card p-7 shadow-sm shadow-ink/5 sm:p-9"
    >
      <div className="absolute -top-20 -right-16 size-56 rounded-full bg-gold-soft blur-2xl" />
      <div className="relative flex flex-col gap-5">
        <div className="flex flex-col gap-2">
          <h2 id="get-started-title" className="font-serif text-2xl font-semibold">
            Get started
          </h2>
          <p className="font-serif text-lg text-ink">{NOT_STARTED_READING}</p>
          <p className="max-w-lg text-ink-soft">
            Open a free classic, or upload a PDF and Bindery binds it into a book you can leaf
            through. The books you read show up here with your progress.
          </p>
        </div>
        <div className="flex flex-wrap gap-3">
          <StartReadingLinks />
        </div>
      </div>
      <ShelfArt />
    </section>
  );
}
