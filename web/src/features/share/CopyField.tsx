import { Check, Copy } from "lucide-react";
import { useRef, useState } from "react";
import { controlClass, FieldFrame } from "../../components/ui/FieldFrame";
import { copyText } from "../../lib/copy-text";

/**
 * A value to copy (a link, an embed snippet): read-only, with its Copy button. When the
 * clipboard refuses, the text is selected so the reader can copy it themselves.
 */
export function CopyField({
  label,
  value,
  multiline = false,
}: {
  label: string;
  value: string;
  multiline?: boolean;
}) {
  const input = useRef<HTMLInputElement>(null);
  const area = useRef<HTMLTextAreaElement>(null);
  const [copied, setCopied] = useState<"yes" | "select" | null>(null);
  const copy = async () => {
    const done = await copyText(value);
    if (!done) (input.current ?? area.current)?.select();
    setCopied(done ? "yes" : "select");
  };
  return (
    <FieldFrame
      label={label}
      hint={
        copied === "select"
          ? "Copying was refused: the text is selected, copy it yourself."
          : undefined
      }
    >
      {(control) => (
        <div className="flex items-start gap-2">
          {multiline ? (
            <textarea
              {...control}
              ref={area}
              readOnly
              rows={3}
              value={value}
              onFocus={(event) => event.currentTarget.select()}
              className={`min-w-0 flex-1 resize-none py-2 font-mono text-xs leading-relaxed ${controlClass(false)}`}
            />
          ) : (
            <input
              {...control}
              ref={input}
              readOnly
              value={value}
              onFocus={(event) => event.currentTarget.select()}
              className={`h-11 min-w-0 flex-1 font-mono text-sm ${controlClass(false)}`}
            />
          )}
          <button
            type="button"
            onClick={() => void copy()}
            aria-label={`Copy ${label.toLowerCase()}`}
            className="inline-flex h-11 shrink-0 items-center gap-1.5 rounded-full border border-line-strong bg-card px-4 text-sm font-medium text-ink hover:bg-paper-deep"
          >
            {copied === "yes" ? (
              <Check className="size-4 text-accent" aria-hidden="true" />
            ) : (
              <Copy className="size-4" aria-hidden="true" />
            )}
            {copied === "yes" ? "Copied" : "Copy"}
          </button>
        </div>
      )}
    </FieldFrame>
  );
}
