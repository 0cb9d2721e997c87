import { FileText, FileUp, X } from "lucide-react";
import { type DragEvent, useId, useRef, useState } from "react";
import { formatFileSize } from "./file-size";
import { PDF_ACCEPT } from "./pdf-file";

interface PdfPickerProps {
  file: File | null;
  error: string | null;
  disabled: boolean;
  onPick(file: File | null): void;
}

/**
 * Choose a PDF by clicking, by keyboard (the file input itself takes focus) or by
 * dropping it on the box. The input's accept list steers the system dialog to PDFs; the
 * form then checks the file's content, since a name proves nothing.
 */
export function PdfPicker({ file, error, disabled, onPick }: PdfPickerProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);

  const drop = (event: DragEvent<HTMLElement>) => {
    event.preventDefault();
    setDragging(false);
    if (disabled) return;
    const dropped = event.dataTransfer.files[0];
    if (dropped) onPick(dropped);
  };
  const clear = () => {
    if (input.current) input.current.value = "";
    onPick(null);
  };

  return (
    <div className="flex flex-col gap-1.5">
      <span id={`${id}-label`} className="text-sm font-medium text-ink">
        PDF file
      </span>
      <label
        htmlFor={id}
        onDragOver={(event) => {
          event.preventDefault();
          if (!disabled) setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={drop}
        className={
          "flex cursor-pointer flex-col items-center gap-2 rounded-2xl border-2 border-dashed px-5 py-8 text-center transition-colors " +
          "has-[input:focus-visible]:outline-3 has-[input:focus-visible]:outline-offset-2 has-[input:focus-visible]:outline-gold " +
          (dragging
            ? "border-accent bg-gold-soft"
            : error
              ? "border-danger bg-danger-soft/40"
              : "border-line-strong bg-paper hover:border-ink-soft") +
          (disabled ? " cursor-not-allowed opacity-60" : "")
        }
      >
        <FileUp className="size-8 text-accent" aria-hidden="true" />
        <span className="font-medium text-ink">
          {dragging ? "Drop the PDF here" : "Choose a PDF, or drop one here"}
        </span>
        <span id={`${id}-hint`} className="text-sm text-ink-faint">
          PDF files only
        </span>
        <input
          ref={input}
          id={id}
          name="file"
          type="file"
          accept={PDF_ACCEPT}
          disabled={disabled}
          aria-labelledby={`${id}-label`}
          aria-describedby={[`${id}-hint`, error ? `${id}-error` : ""].join(" ").trim()}
          aria-invalid={error ? true : undefined}
          className="sr-only"
          onChange={(event) => onPick(event.target.files?.[0] ?? null)}
        />
      </label>
      {file ? (
        <div className="flex items-center gap-3 rounded-xl border border-line bg-card px-3 py-2.5">
          <FileText className="size-5 shrink-0 text-accent" aria-hidden="true" />
          <span className="min-w-0 flex-1 truncate text-sm text-ink">
            {file.name}
            <span className="text-ink-faint"> · {formatFileSize(file.size)}</span>
          </span>
          <button
            type="button"
            onClick={clear}
            disabled={disabled}
            aria-label={`Remove ${file.name}`}
            className="inline-flex size-8 shrink-0 items-center justify-center rounded-full text-ink-soft hover:bg-paper-deep hover:text-ink"
          >
            <X className="size-4" aria-hidden="true" />
          </button>
        </div>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="text-sm text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}
