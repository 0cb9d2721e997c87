import type { TextareaHTMLAttributes } from "react";
import { controlClass, FieldFrame } from "./FieldFrame";

interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "id"> {
  label: string;
  name: string;
  error?: string | null;
  hint?: string;
}

export function TextAreaField({
  label,
  error,
  hint,
  className = "",
  rows = 5,
  ...textarea
}: TextAreaFieldProps) {
  return (
    <FieldFrame label={label} error={error} hint={hint} className={className}>
      {(control) => (
        <textarea
          {...control}
          rows={rows}
          className={`resize-y py-2.5 leading-relaxed ${controlClass(!!error)}`}
          {...textarea}
        />
      )}
    </FieldFrame>
  );
}
