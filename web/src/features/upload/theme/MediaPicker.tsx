import { ImageUp, Music, X } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";

interface MediaPickerProps {
  kind: "image" | "audio";
  label: string;
  hint: string;
  accept: string;
  file: File | null;
  error: string | undefined;
  disabled: boolean;
  onPick(file: File | null): void;
}

const formatSize = (bytes: number) =>
  bytes < 1024 * 1024
    ? `${Math.max(1, Math.round(bytes / 1024))} KB`
    : `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/**
 * The chosen picture, shown small so the user sees what they picked; null (the icon shows)
 * until there is one, and when the browser cannot draw it.
 */
function usePreview(file: File | null, wanted: boolean) {
  const [url, setUrl] = useState<string | null>(null);
  const [broken, setBroken] = useState(false);
  useEffect(() => {
    setBroken(false);
    if (!file || !wanted) return setUrl(null);
    const objectUrl = URL.createObjectURL(file);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [file, wanted]);
  return { url: broken ? null : url, onError: () => setBroken(true) };
}

/**
 * A file chooser for a theme's picture or sound: the input itself takes keyboard focus
 * inside a large target, and the choice is shown (with a preview for pictures).
 */
export function MediaPicker(props: MediaPickerProps) {
  const { kind, label, hint, accept, file, error, disabled, onPick } = props;
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const preview = usePreview(file, kind === "image");
  const Icon = kind === "image" ? ImageUp : Music;
  const describedBy = [`${id}-hint`, error ? `${id}-error` : ""].join(" ").trim();

  const clear = () => {
    if (input.current) input.current.value = "";
    onPick(null);
  };

  return (
    <div className="flex flex-col gap-1.5">
      <span id={`${id}-label`} className="text-sm font-medium text-ink">
        {label}
      </span>
      <label
        htmlFor={id}
        className={
          "flex cursor-pointer items-center gap-4 rounded-2xl border-2 border-dashed px-4 py-4 transition-colors " +
          "has-[input:focus-visible]:outline-3 has-[input:focus-visible]:outline-offset-2 has-[input:focus-visible]:outline-gold " +
          (error
            ? "border-danger bg-danger-soft/40"
            : "border-line-strong bg-paper hover:border-ink-soft") +
          (disabled ? " cursor-not-allowed opacity-60" : "")
        }
      >
        {preview.url ? (
          <img
            src={preview.url}
            alt=""
            onError={preview.onError}
            className="size-16 shrink-0 rounded-lg object-cover shadow-sm"
          />
        ) : (
          <span className="inline-flex size-16 shrink-0 items-center justify-center rounded-lg bg-gold-soft text-accent">
            <Icon className="size-7" aria-hidden="true" />
          </span>
        )}
        <span className="flex min-w-0 flex-col">
          <span className="truncate font-medium text-ink">
            {file ? file.name : `Choose ${kind === "image" ? "a picture" : "a sound"}`}
          </span>
          <span id={`${id}-hint`} className="text-sm text-ink-faint">
            {file ? formatSize(file.size) : hint}
          </span>
        </span>
        <input
          ref={input}
          id={id}
          type="file"
          accept={accept}
          disabled={disabled}
          aria-labelledby={`${id}-label`}
          aria-describedby={describedBy}
          aria-invalid={error ? true : undefined}
          className="sr-only"
          onChange={(event) => onPick(event.target.files?.[0] ?? null)}
        />
      </label>
      {file && !disabled ? (
        <button
          type="button"
          onClick={clear}
          className="inline-flex w-fit items-center gap-1 rounded-full px-2 py-1 text-sm text-ink-soft hover:bg-paper-deep hover:text-ink"
        >
          <X className="size-4" aria-hidden="true" />
          Remove {kind === "image" ? "picture" : "sound"}
        </button>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="text-sm text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}
