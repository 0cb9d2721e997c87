import { useEffect, useRef, useState } from "react";

export const SAVE_ERROR = "Error saving page.";
export const DELETE_ERROR = "Error deleting page.";

interface PageEditorProps {
  number: number;
  initialText: string;
  /** Deleting is refused while the book is still being converted. */
  canDelete: boolean;
  error: string | null;
  onSave(text: string): void;
  onCancel(): void;
  onDelete(): void;
}

const barButton =
  "h-8 cursor-pointer rounded-full px-3.5 text-sm font-medium transition-colors disabled:cursor-not-allowed disabled:opacity-50";

/**
 * Edit mode of a page (spec section 4): the text in a box set like the page, with Save,
 * Cancel and Delete. Deleting asks once more, since a deleted page cannot come back.
 */
export function PageEditor({
  number,
  initialText,
  canDelete,
  error,
  onSave,
  onCancel,
  onDelete,
}: PageEditorProps) {
  const [text, setText] = useState(initialText);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const textRef = useRef<HTMLTextAreaElement>(null);

  useEffect(() => {
    textRef.current?.focus();
  }, []);

  return (
    <div className="page-editor" data-no-turn data-no-drag>
      <p className="page-editor__hint">
        Editing page {number}. A blank line starts a new paragraph; “# ” starts a heading.
      </p>
      <textarea
        ref={textRef}
        className="page-editor__text"
        aria-label={`Text of page ${number}`}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === "Escape") onCancel();
        }}
        spellCheck
      />
      <div className="page-editor__bar">
        {confirmingDelete ? (
          <>
            <span className="mr-auto text-sm font-medium">Delete this page for good?</span>
            <button
              type="button"
              className={`${barButton} bg-[#a8231a] text-white hover:bg-[#861a13]`}
              onClick={onDelete}
            >
              Delete page
            </button>
            <button
              type="button"
              className={`${barButton} border border-current/40 hover:bg-black/5`}
              onClick={() => setConfirmingDelete(false)}
            >
              Keep it
            </button>
          </>
        ) : (
          <>
            <button
              type="button"
              className={`${barButton} bg-[#8a3324] text-white hover:bg-[#6b2418]`}
              onClick={() => onSave(text)}
            >
              Save
            </button>
            <button
              type="button"
              className={`${barButton} border border-current/40 hover:bg-black/5`}
              onClick={onCancel}
            >
              Cancel
            </button>
            <button
              type="button"
              className={`${barButton} ml-auto text-[#a8231a] hover:bg-[#a8231a]/10`}
              onClick={() => setConfirmingDelete(true)}
              disabled={!canDelete}
              title={canDelete ? undefined : "Pages can be deleted once the book is ready."}
            >
              Delete
            </button>
          </>
        )}
      </div>
      {error && (
        <p
          role="alert"
          className="absolute top-3 right-3 left-3 rounded-md bg-[#fbebe8] px-3 py-2 text-center font-sans text-sm font-medium text-[#a8231a] shadow"
        >
          {error}
        </p>
      )}
    </div>
  );
}
