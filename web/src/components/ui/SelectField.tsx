import { ChevronDown } from "lucide-react";
import type { SelectHTMLAttributes } from "react";
import { controlClass, FieldFrame } from "./FieldFrame";

interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, "id"> {
  label: string;
  name: string;
  options: readonly string[];
  /** The text of the empty first choice, shown until the user picks one. */
  placeholder: string;
  error?: string | null;
}

/** A native select: the phone's own picker, and every keyboard shortcut for free. */
export function SelectField({
  label,
  error,
  options,
  placeholder,
  className = "",
  ...select
}: SelectFieldProps) {
  return (
    <FieldFrame label={label} error={error} className={className}>
      {(control) => (
        <div className="relative">
          <select
            {...control}
            className={`h-11 w-full appearance-none pr-10 ${controlClass(!!error)}`}
            {...select}
          >
            <option value="">{placeholder}</option>
            {options.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </select>
          <ChevronDown
            className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-ink-soft"
            aria-hidden="true"
          />
        </div>
      )}
    </FieldFrame>
  );
}
