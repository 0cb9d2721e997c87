import { useEffect, useRef } from "react";

interface PageEditorProps {
  number: number;
  text: string;
  onChange(text: string): void;
  onCancel(): void;
}

/**
 * Edit mode of a page: the page's text in a box set exactly like the
 * page, where it was, so the owner sees how it will fit. Save, Cancel and Delete are in
 * PageEditorBar, below the book at full size.
 */
export function PageEditor({ number, text, onChange, onCancel }: PageEditorProps) {
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
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === "Escape") onCancel();
        }}
        spellCheck
      />
    </div>
  );
}
