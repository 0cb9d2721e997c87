import { type ChangeEvent, useState } from "react";

type Validate<F extends string> = (field: F, values: Record<F, string>) => string | null;
type Errors<F extends string> = Partial<Record<F, string>>;

/**
 * Form state with inline messages. Nothing is flagged while the user first fills the
 * form; a submit checks every field, and from then on the messages follow the typing, so
 * each goes away as soon as its value is fixed. (Checking on blur was tried: the message
 * appearing under a field moved the submit button while it was being clicked.)
 */
export function useValidatedForm<F extends string>(
  fields: readonly F[],
  initial: Record<F, string>,
  validate: Validate<F>,
) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Errors<F>>({});
  const [submitted, setSubmitted] = useState(false);

  const check = (current: Record<F, string>): Errors<F> => {
    const found: Errors<F> = {};
    for (const field of fields) {
      const message = validate(field, current);
      if (message) found[field] = message;
    }
    return found;
  };

  const change = (field: F, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    if (submitted) setErrors(check(next));
  };

  /** Checks every field and returns the first invalid one, or null when all are fine. */
  const validateAll = (): F | null => {
    const found = check(values);
    setSubmitted(true);
    setErrors(found);
    return fields.find((field) => found[field]) ?? null;
  };

  const fieldProps = (field: F) => ({
    name: field,
    value: values[field],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) =>
      change(field, event.target.value),
    error: errors[field] ?? null,
  });

  /**
   * Puts a value the form suggests (a title read from the chosen file) into a field,
   * unless `replaces` says the field holds something the user wrote; the field's message
   * goes when the suggestion is valid.
   */
  const propose = (field: F, value: string, replaces: (current: string) => boolean) => {
    setValues((current) => (replaces(current[field]) ? { ...current, [field]: value } : current));
    if (value.trim()) setErrors(({ [field]: _fixed, ...others }) => others as Errors<F>);
  };

  /** Back to a fresh form, as after a successful send. */
  const reset = (next: Record<F, string> = initial) => {
    setValues(next);
    setErrors({});
    setSubmitted(false);
  };

  return { values, fieldProps, validateAll, reset, propose };
}
