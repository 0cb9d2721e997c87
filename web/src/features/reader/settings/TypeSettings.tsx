import {
  DEFAULT_READER_SETTINGS,
  READER_FONT_SIZES,
  type ReaderFont,
  type ReaderLineSpacing,
  type ReaderMargins,
  type ReaderPageLayout,
  type ReaderSettings,
  usesBookTypography,
} from "@bindery/contract";
import { Maximize, Minimize } from "lucide-react";
import type { ReactNode } from "react";

export interface TypeSettingsProps {
  settings: ReaderSettings;
  onChange(update: Partial<ReaderSettings>): void;
  fullscreen: { active: boolean; supported: boolean; toggle(): void };
}

const LINE_SPACINGS: Array<[ReaderLineSpacing, string]> = [
  ["compact", "Compact"],
  ["normal", "Normal"],
  ["relaxed", "Relaxed"],
];
const MARGINS: Array<[ReaderMargins, string]> = [
  ["narrow", "Narrow"],
  ["normal", "Normal"],
  ["wide", "Wide"],
];
const FONTS: Array<[ReaderFont, string]> = [
  ["literata", "Literata"],
  ["sans", "Sans"],
  ["atkinson", "Atkinson Hyperlegible"],
  ["opendyslexic", "OpenDyslexic"],
];
const LAYOUTS: Array<[ReaderPageLayout, string]> = [
  ["auto", "Auto"],
  ["one", "One page"],
  ["two", "Two pages"],
];

const sectionLabel = "mb-2 block text-xs font-semibold tracking-[0.14em] text-ink-soft uppercase";
const controlButton =
  "inline-flex h-10 cursor-pointer items-center justify-center gap-2 rounded-full border border-line-strong bg-card px-3.5 text-sm font-medium text-ink hover:border-ink-soft hover:bg-paper-deep disabled:cursor-not-allowed disabled:opacity-40";

/**
 * How text is set: size, line spacing, margins, font, one or two pages, and the full
 * screen. Any type other than the book's own lays the text out to the screen (the
 * reflowed view); every change applies at once, at the same place in the book.
 */
export function TypeSettings({ settings, onChange, fullscreen }: TypeSettingsProps) {
  const size = READER_FONT_SIZES[settings.font_size] ?? READER_FONT_SIZES[2];
  return (
    <>
      <fieldset>
        <legend className={sectionLabel}>Text size</legend>
        <div className="flex items-center gap-3">
          <button
            type="button"
            className={`${controlButton} w-12 px-0`}
            disabled={settings.font_size <= 0}
            onClick={() => onChange({ font_size: settings.font_size - 1 })}
          >
            <span aria-hidden="true" className="text-sm">
              A−
            </span>
            <span className="sr-only">Smaller text</span>
          </button>
          <output
            aria-live="polite"
            className="min-w-14 text-center text-sm font-medium text-ink tabular-nums"
          >
            {size} px
          </output>
          <button
            type="button"
            className={`${controlButton} w-12 px-0`}
            disabled={settings.font_size >= READER_FONT_SIZES.length - 1}
            onClick={() => onChange({ font_size: settings.font_size + 1 })}
          >
            <span aria-hidden="true" className="text-lg">
              A+
            </span>
            <span className="sr-only">Larger text</span>
          </button>
        </div>
      </fieldset>
      <Choices
        name="reader-font"
        legend="Font"
        options={FONTS}
        value={settings.font}
        onChoose={(font) => onChange({ font })}
      />
      <Choices
        name="reader-line-spacing"
        legend="Line spacing"
        options={LINE_SPACINGS}
        value={settings.line_spacing}
        onChoose={(line_spacing) => onChange({ line_spacing })}
      />
      <Choices
        name="reader-margins"
        legend="Margins"
        options={MARGINS}
        value={settings.margins}
        onChoose={(margins) => onChange({ margins })}
      />
      <Choices
        name="reader-page-layout"
        legend="Pages"
        options={LAYOUTS}
        value={settings.page_layout}
        onChoose={(page_layout) => onChange({ page_layout })}
      />
      <div className="flex flex-wrap gap-3">
        {fullscreen.supported && (
          <button type="button" className={controlButton} onClick={fullscreen.toggle}>
            {fullscreen.active ? (
              <Minimize className="size-4 text-accent" aria-hidden="true" />
            ) : (
              <Maximize className="size-4 text-accent" aria-hidden="true" />
            )}
            {fullscreen.active ? "Leave full screen" : "Full screen"}
          </button>
        )}
        {!usesBookTypography(settings) && (
          <button
            type="button"
            className={controlButton}
            onClick={() =>
              onChange({
                font_size: DEFAULT_READER_SETTINGS.font_size,
                line_spacing: DEFAULT_READER_SETTINGS.line_spacing,
                margins: DEFAULT_READER_SETTINGS.margins,
                font: DEFAULT_READER_SETTINGS.font,
              })
            }
          >
            The book's own type
          </button>
        )}
      </div>
    </>
  );
}

/** A row of radio buttons that look like a segmented control. */
function Choices<T extends string>(props: {
  name: string;
  legend: ReactNode;
  options: Array<[T, string]>;
  value: T;
  onChoose(value: T): void;
}) {
  return (
    <fieldset>
      <legend className={sectionLabel}>{props.legend}</legend>
      <div className="flex flex-wrap gap-2">
        {props.options.map(([value, label]) => (
          <label
            key={value}
            className="relative inline-flex h-10 cursor-pointer items-center rounded-full border border-line-strong bg-card px-3.5 text-sm font-medium text-ink hover:border-ink-soft has-[:checked]:border-accent has-[:checked]:bg-accent has-[:checked]:text-white has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-accent"
          >
            <input
              type="radio"
              name={props.name}
              value={value}
              checked={props.value === value}
              onChange={() => props.onChoose(value)}
              className="sr-only"
            />
            {label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
