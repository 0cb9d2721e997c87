import { ChevronLeft, ChevronRight } from "lucide-react";
import { barIconButtonClass } from "./reader-bar-styles";

interface ReaderToolbarProps {
  /** "Pages 3–4 of 120", announced as it changes. */
  label: string;
  canGoBack: boolean;
  canGoForward: boolean;
  onBack(): void;
  onForward(): void;
}

/** Previous and next buttons around the page numbers. */
export function ReaderToolbar({
  label,
  canGoBack,
  canGoForward,
  onBack,
  onForward,
}: ReaderToolbarProps) {
  return (
    <nav aria-label="Pages" className="flex items-center justify-center gap-3">
      <TurnButton label="Previous page" icon={ChevronLeft} enabled={canGoBack} onClick={onBack} />
      <p
        aria-live="polite"
        className="min-w-44 rounded-full border border-white/15 bg-black/55 px-4 py-2 text-center text-sm font-medium text-white tabular-nums shadow-lg"
      >
        {label}
      </p>
      <TurnButton
        label="Next page"
        icon={ChevronRight}
        enabled={canGoForward}
        onClick={onForward}
      />
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
