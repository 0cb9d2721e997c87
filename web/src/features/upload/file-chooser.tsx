import { useId, useRef } from "react";

/**
 * What the upload forms' file choosers (the PDF, a theme's picture or sound) share: a
 * visually hidden file input inside a large label, so the input itself takes keyboard
 * focus, labelled by the chooser's title and described by its hint and error.
 */
export function useFileChooser(onPick: (file: File | null) => void, error: string | null) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  return {
    ids: { input: id, label: `${id}-label`, hint: `${id}-hint`, error: `${id}-error` },
    input,
    hasError: Boolean(error),
    /** Empties the input too, so picking the same file again still counts as a change. */
    clear() {
      if (input.current) input.current.value = "";
      onPick(null);
    },
  };
}

type FileChooser = ReturnType<typeof useFileChooser>;

interface FileInputProps {
  chooser: FileChooser;
  accept: string;
  disabled: boolean;
  name?: string;
  onPick(file: File | null): void;
}

export function HiddenFileInput({ chooser, accept, disabled, name, onPick }: FileInputProps) {
  const { ids, hasError } = chooser;
  return (
    <input
      ref={chooser.input}
      id={ids.input}
      name={name}
      type="file"
      accept={accept}
      disabled={disabled}
      aria-labelledby={ids.label}
      aria-describedby={hasError ? `${ids.hint} ${ids.error}` : ids.hint}
      aria-invalid={hasError ? true : undefined}
      className="sr-only"
      onChange={(event) => onPick(event.target.files?.[0] ?? null)}
    />
  );
}

/** The large dashed target around the input, in its states. */
export function chooserTargetClass(
  layout: string,
  { highlighted, error, disabled }: { highlighted: boolean; error: boolean; disabled: boolean },
): string {
  const state = highlighted
    ? "border-accent bg-gold-soft"
    : error
      ? "border-danger bg-danger-soft/40"
      : "border-line-strong bg-paper hover:border-ink-soft";
  return [
    "flex cursor-pointer rounded-2xl border-2 border-dashed transition-colors",
    "has-[input:focus-visible]:outline-3 has-[input:focus-visible]:outline-offset-2 has-[input:focus-visible]:outline-gold",
    layout,
    state,
    disabled ? "cursor-not-allowed opacity-60" : "",
  ]
    .join(" ")
    .trim();
}

export function ChooserError({ chooser, error }: { chooser: FileChooser; error: string | null }) {
  return error ? (
    <p id={chooser.ids.error} className="text-sm text-danger">
      {error}
    </p>
  ) : null;
}
