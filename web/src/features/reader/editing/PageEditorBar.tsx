import { Check, Trash2, X } from "lucide-react";
import { useState } from "react";
import { barButton, barButtonClass } from "../reader-bar-styles";

interface PageEditorBarProps {
  /** Deleting is refused while the book is still being converted. */
  canDelete: boolean;
  error: string | null;
  onSave(): void;
  onCancel(): void;
  onDelete(): void;
}

/**
 * Save, Cancel and Delete for the page being edited, in place of the page buttons: at full
 * size whatever the book's scale, so they stay easy to hit on a phone. Deleting asks once
 * more, since a deleted page cannot come back.
 */
export function PageEditorBar({
  canDelete,
  error,
  onSave,
  onCancel,
  onDelete,
}: PageEditorBarProps) {
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  return (
    <div className="flex flex-col items-center gap-2">
      {error && (
        <p
          role="alert"
          className="rounded-lg bg-danger-soft px-4 py-2 text-sm font-medium text-danger shadow-lg"
        >
          {error}
        </p>
      )}
      <div className="flex flex-wrap justify-center gap-2">
        {confirmingDelete ? (
          <>
            <span className="flex items-center rounded-full bg-black/55 px-4 text-sm font-medium text-white">
              Delete this page for good?
            </span>
            <button type="button" className={barButton("danger")} onClick={onDelete}>
              <Trash2 className="size-4" aria-hidden="true" />
              Delete page
            </button>
            <button
              type="button"
              className={barButtonClass}
              onClick={() => setConfirmingDelete(false)}
            >
              Keep it
            </button>
          </>
        ) : (
          <>
            <button type="button" className={barButton("accent")} onClick={onSave}>
              <Check className="size-4" aria-hidden="true" />
              Save
            </button>
            <button type="button" className={barButtonClass} onClick={onCancel}>
              <X className="size-4" aria-hidden="true" />
              Cancel
            </button>
            <button
              type="button"
              className={barButtonClass}
              onClick={() => setConfirmingDelete(true)}
              disabled={!canDelete}
              title={canDelete ? undefined : "Pages can be deleted once the book is ready."}
            >
              <Trash2 className="size-4" aria-hidden="true" />
              Delete
            </button>
          </>
        )}
      </div>
    </div>
  );
}
