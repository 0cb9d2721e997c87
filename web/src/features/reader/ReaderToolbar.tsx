import { ChevronLeft, ChevronRight, Hash } from "lucide-react";
import type { ReactNode } from "react";
import { useReadingDirectionOf } from "./direction/reading-direction-context";
import { barIconButtonClass } from "./reader-bar-styles";

interface ReaderToolbarProps {
  /** "Pages 3–4 of 120", announced as it changes. */
  label: string;
  canGoBack: boolean;
  canGoForward: boolean;
  onBack(): void;
  onForward(): void;
  /** Opens "go to page"; the button is not offered when undefined. */
  onGoToPage?(): void;
  /** The page slider, above the buttons (its room is kept while it is absent). */
  slider?: ReactNode;
  /**
   * Phones: the slider between the turn buttons, and under them the label with `details`
   * (share read, time left) in one quiet line, the only part left when `hidden`.
   */
  compact?: { details: readonly string[]; hidden: boolean };
}

/** The page slider over previous and next buttons around the page numbers, and "go to page". */
export function ReaderToolbar({
  label,
  canGoBack,
  canGoForward,
  onBack,
  onForward,
  onGoToPage,
  slider,
  compact,
}: ReaderToolbarProps) {
  // A right-to-left book goes forward leftwards: "Next page" sits on the left, pointing left.
  const rtl = useReadingDirectionOf() === "rtl";
  const previous = (
    <TurnButton
      label="Previous page"
      icon={rtl ? ChevronRight : ChevronLeft}
      enabled={canGoBack}
      onClick={onBack}
    />
  );
  const next = (
    <TurnButton
      label="Next page"
      icon={rtl ? ChevronLeft : ChevronRight}
      enabled={canGoForward}
      onClick={onForward}
    />
  );
  const [back, forward] = rtl ? [next, previous] : [previous, next];
  const goToPage = onGoToPage && (
    <button
      type="button"
      className={barIconButtonClass}
      data-opens-panel="go-to-page"
      onClick={onGoToPage}
      aria-label="Go to page"
      title="Go to page (g)"
    >
      <Hash className="size-4" aria-hidden="true" />
    </button>
  );
  if (compact) {
    return (
      <nav aria-label="Pages" className="mx-auto flex w-full max-w-2xl flex-col items-center gap-1">
        {!compact.hidden && (
          <div className="flex w-full items-center gap-2">
            {back}
            <div className="min-w-0 flex-1 px-1">{slider}</div>
            {forward}
            {goToPage}
          </div>
        )}
        <div
          data-reading-status=""
          className="flex max-w-full items-baseline gap-1.5 overflow-hidden text-xs whitespace-nowrap text-white/75 tabular-nums [text-shadow:0_1px_4px_rgb(0_0_0/0.7)]"
        >
          <p aria-live="polite">{label}</p>
          {compact.details.map((detail) => (
            <span key={detail}>· {detail}</span>
          ))}
        </div>
      </nav>
    );
  }
  return (
    <nav aria-label="Pages" className="mx-auto flex max-w-2xl flex-col items-center gap-1">
      {/* The slider's row is kept while the book opens, so the book does not move when it comes. */}
      <div className="h-8 w-full px-3">{slider}</div>
      <div className="flex items-center justify-center gap-3">
        {back}
        <p
          aria-live="polite"
          className="min-w-44 rounded-full border border-white/15 bg-black/55 px-4 py-2 text-center text-sm font-medium text-white tabular-nums shadow-lg"
        >
          {label}
        </p>
        {forward}
        {goToPage}
      </div>
    </nav>
  );
}

function TurnButton(props: {
  label: string;
  icon: typeof ChevronLeft;
  enabled: boolean;
  onClick(): void;
}) {
  const Icon = props.icon;
  return (
    <button
      type="button"
      className={barIconButtonClass}
      onClick={props.onClick}
      disabled={!props.enabled}
      aria-label={props.label}
    >
      <Icon className="size-5" aria-hidden="true" />
    </button>
  );
}
