import { type ReactNode, useId } from "react";

/** What a control inside a FieldFrame needs to be labelled and to announce its error. */
export interface FieldControlProps {
  id: string;
  "aria-invalid": true | undefined;
  "aria-describedby": string | undefined;
}

interface FieldFrameProps {
  label: string;
  /** Shown under the control and announced with it; marks the control invalid. */
  error?: string | null;
  /** A quiet line under the label, announced with the control. */
  hint?: string;
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
}

/** The label, hint and error message around a form control. */
export function FieldFrame({ label, error, hint, className = "", children }: FieldFrameProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(" ");
  return (
    <div className={`flex flex-col gap-1.5 ${className}`}>
      <label htmlFor={id} className="text-sm font-medium text-ink">
        {label}
      </label>
      {hint ? (
        <p id={hintId} className="-mt-1 text-sm text-ink-faint">
          {hint}
        </p>
      ) : null}
      {children({
        id,
        "aria-invalid": error ? true : undefined,
        "aria-describedby": describedBy || undefined,
      })}
      {error ? (
        <p id={errorId} className="text-sm text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The look every text-like control shares; red-bordered while it has an error. */
export function controlClass(invalid: boolean): string {
  return (
    "rounded-lg border bg-card px-3 text-base text-ink shadow-inner shadow-ink/5 " +
    "placeholder:text-ink-faint focus-visible:border-accent disabled:opacity-60 " +
    (invalid ? "border-danger" : "border-line-strong")
  );
}
