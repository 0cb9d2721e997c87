import { type InputHTMLAttributes, useId } from "react";

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "id"> {
  label: string;
  name: string;
  /** Shown under the input and announced with it; marks the input invalid. */
  error?: string | null;
}

export function TextField({ label, error, className = "", ...input }: TextFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={`flex flex-col gap-1.5 ${className}`}>
      <label htmlFor={id} className="text-sm font-medium text-ink">
        {label}
      </label>
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={
          "h-11 rounded-lg border bg-card px-3 text-base text-ink shadow-inner shadow-ink/5 " +
          "placeholder:text-ink-faint focus-visible:border-accent " +
          (error ? "border-danger" : "border-line-strong")
        }
        {...input}
      />
      {error ? (
        <p id={errorId} className="text-sm text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}
