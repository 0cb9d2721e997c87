import { ImageUp, Music, X } from "lucide-react";
import { useEffect, useState } from "react";
import { formatFileSize } from "../../../lib/file-size";
import { ChooserError, chooserTargetClass, HiddenFileInput, useFileChooser } from "../file-chooser";

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
  const chooser = useFileChooser(onPick, error ?? null);
  const preview = usePreview(file, kind === "image");
  const Icon = kind === "image" ? ImageUp : Music;

  return (
    <div className="flex flex-col gap-1.5">
      <span id={chooser.ids.label} className="text-sm font-medium text-ink">
        {label}
      </span>
      <label
        htmlFor={chooser.ids.input}
        className={chooserTargetClass("items-center gap-4 p-4", {
          highlighted: false,
          error: chooser.hasError,
          disabled,
        })}
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
          <span id={chooser.ids.hint} className="text-sm text-ink-faint">
            {file ? formatFileSize(file.size) : hint}
          </span>
        </span>
        <HiddenFileInput chooser={chooser} accept={accept} disabled={disabled} onPick={onPick} />
      </label>
      {file && !disabled ? (
        <button
          type="button"
          onClick={chooser.clear}
          className="inline-flex w-fit items-center gap-1 rounded-full px-2 py-1 text-sm text-ink-soft hover:bg-paper-deep hover:text-ink"
        >
          <X className="size-4" aria-hidden="true" />
          Remove {kind === "image" ? "picture" : "sound"}
        </button>
      ) : null}
      <ChooserError chooser={chooser} error={error ?? null} />
    </div>
  );
}
