import { READ_ALOUD_RATES, type Theme } from "@bindery/contract";
import type { ReactNode } from "react";
import { AudioControls } from "../backdrop/AudioControls";
import type { PageTurnSound } from "../backdrop/use-page-turn-sound";
import type { BookDirection } from "../direction/use-book-direction";
import { BackgroundThemePicker } from "./BackgroundThemePicker";
import { DirectionSelect } from "./DirectionSelect";
import { PageThemeSelect } from "./PageThemeSelect";
import { TypeSettings, type TypeSettingsProps } from "./TypeSettings";

export interface ReaderSettingsPanelProps {
  type: TypeSettingsProps;
  pageThemes: Theme[];
  bookThemes: Theme[];
  selectedPage: Theme | null;
  selectedBook: Theme | null;
  onChoosePage(theme: Theme): void;
  onChooseBook(theme: Theme): void;
  volume: number;
  muted: boolean;
  onVolumeChange(volume: number): void;
  onMutedChange(muted: boolean): void;
  /** Which way the pages turn; absent before the book is known. */
  direction?: BookDirection;
  pageTurnSound: Pick<PageTurnSound, "on" | "setOn">;
}

/**
 * What the Reader Settings sheet holds: type, themes and sound. Loaded with the sheet's
 * first opening, not with the reader: most visits never open it.
 */
export default function ReaderSettingsPanel(props: ReaderSettingsPanelProps) {
  return (
    <div className="flex flex-col gap-7 px-6 py-6">
      <TypeSettings {...props.type} />
      <Setting label="Page theme" htmlFor="reader-page-theme">
        <PageThemeSelect
          id="reader-page-theme"
          themes={props.pageThemes}
          selected={props.selectedPage}
          onChoose={props.onChoosePage}
        />
      </Setting>
      <Setting label="Background theme" labelId="reader-background-theme-label">
        <BackgroundThemePicker
          id="reader-background-theme"
          labelId="reader-background-theme-label"
          themes={props.bookThemes}
          selected={props.selectedBook}
          onChoose={props.onChooseBook}
        />
      </Setting>
      <Setting label="Sound" labelId="reader-sound-label">
        <AudioControls
          volume={props.volume}
          muted={props.muted}
          hasSound={props.selectedBook?.has_audio === 1}
          onVolumeChange={props.onVolumeChange}
          onMutedChange={props.onMutedChange}
        />
        <label className="mt-3 flex cursor-pointer items-center gap-3 text-sm text-ink">
          <input
            type="checkbox"
            checked={props.pageTurnSound.on}
            onChange={(event) => props.pageTurnSound.setOn(event.target.checked)}
            className="size-4 cursor-pointer accent-accent"
          />
          Page-turn sound
          <span className="text-ink-faint">(muted with the background)</span>
        </label>
      </Setting>
      <Setting label="Read aloud" labelId="reader-read-aloud-label">
        <div className="flex items-center gap-3">
          <label htmlFor="reader-read-aloud-speed" className="text-sm text-ink">
            Speed
          </label>
          <select
            id="reader-read-aloud-speed"
            className="h-10 rounded-lg border border-line bg-card px-3 text-sm text-ink"
            value={props.type.settings.read_aloud_rate}
            onChange={(event) =>
              props.type.onChange({ read_aloud_rate: Number(event.target.value) })
            }
          >
            {READ_ALOUD_RATES.map((rate) => (
              <option key={rate} value={rate}>
                {rate}×
              </option>
            ))}
          </select>
        </div>
        <p className="mt-2 text-sm text-ink-soft">
          Read aloud skips page numbers, running heads and footnote markers. The voice and a sleep
          timer are in the player while it reads.
        </p>
      </Setting>
      {props.direction && (
        <Setting label="Page direction" htmlFor="reader-direction">
          <DirectionSelect id="reader-direction" direction={props.direction} />
        </Setting>
      )}
    </div>
  );
}

function Setting({
  label,
  htmlFor,
  labelId,
  children,
}: {
  label: string;
  htmlFor?: string;
  labelId?: string;
  children: ReactNode;
}) {
  const labelClass = "mb-2 block text-xs font-semibold tracking-[0.14em] text-ink-soft uppercase";
  return (
    <section>
      {htmlFor ? (
        <label htmlFor={htmlFor} className={labelClass}>
          {label}
        </label>
      ) : (
        <h3 id={labelId} className={labelClass}>
          {label}
        </h3>
      )}
      {children}
    </section>
  );
}
