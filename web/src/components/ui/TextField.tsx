import type { InputHTMLAttributes } from "react";
import { controlClass, FieldFrame } from "./FieldFrame";

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "id"> {
  label: string;
  name: string;
  /** Shown under the input and announced with it; marks the input invalid. */
  error?: string | null;
  hint?: string;
}

export function TextField({ label, error, hint, className = "", ...input }: TextFieldProps) {
  return (
    <FieldFrame label={label} error={error} hint={hint} className={className}>
      {(control) => <input {...control} className={`h-11 ${controlClass(!!error)}`} {...input} />}
    </FieldFrame>
  );
}
