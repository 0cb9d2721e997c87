import { FileText, FileUp, X } from "lucide-react";
import { type DragEvent, useState } from "react";
import { formatFileSize } from "../../lib/file-size";
import { ChooserError, chooserTargetClass, HiddenFileInput, useFileChooser } from "./file-chooser";
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
  const chooser = useFileChooser(onPick, error);
  const [dragging, setDragging] = useState(false);

  const drop = (event: DragEvent<HTMLElement>) => {
    event.preventDefault();
    setDragging(false);
    if (disabled) return;
    const dropped = event.dataTransfer.files[0];
    if (dropped) onPick(dropped);
  };

  return (
    <div className="flex flex-col gap-1.5">
      <span id={chooser.ids.label} className="text-sm font-medium text-ink">
        PDF file
      </span>
      <label
        htmlFor={chooser.ids.input}
        onDragOver={(event) => {
          event.preventDefault();
          if (!disabled) setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={drop}
        className={chooserTargetClass("flex-col items-center gap-2 px-5 py-8 text-center", {
          highlighted: dragging,
          error: chooser.hasError,
          disabled,
        })}
      >
        <FileUp className="size-8 text-accent" aria-hidden="true" />
        <span className="font-medium text-ink">
          {dragging ? "Drop the PDF here" : "Choose a PDF, or drop one here"}
        </span>
        <span id={chooser.ids.hint} className="text-sm text-ink-faint">
          PDF files only
        </span>
        <HiddenFileInput
          chooser={chooser}
          name="file"
          accept={PDF_ACCEPT}
          disabled={disabled}
          onPick={onPick}
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
            onClick={chooser.clear}
            disabled={disabled}
            aria-label={`Remove ${file.name}`}
            className="inline-flex size-8 shrink-0 items-center justify-center rounded-full text-ink-soft hover:bg-paper-deep hover:text-ink"
          >
            <X className="size-4" aria-hidden="true" />
          </button>
        </div>
      ) : null}
      <ChooserError chooser={chooser} error={error} />
    </div>
  );
}
