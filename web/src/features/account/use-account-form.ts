import { type FormEvent, useState } from "react";
import { detailMessage, fieldMessages } from "../../lib/server-messages";
import { focusField } from "../auth/focus-field";
import { useValidatedForm } from "../auth/use-validated-form";

const FAILED = "Something went wrong. Please try again.";

/**
 * One call of the account page and what the user reads about it: the messages the server
 * gave per field, a message for the whole form, and the call's own success message.
 */
export function useAccountAction() {
  const [pending, setPending] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);

  /** Runs `call`, whose answer is the message to show; answers whether it succeeded. */
  const run = async (call: () => Promise<string | null>): Promise<boolean> => {
    setPending(true);
    setFieldErrors({});
    setError(null);
    setDone(null);
    try {
      setDone(await call());
      return true;
    } catch (failure) {
      const fields = fieldMessages(failure);
      setFieldErrors(fields);
      setError(Object.keys(fields).length > 0 ? null : (detailMessage(failure) ?? FAILED));
      return false;
    } finally {
      setPending(false);
    }
  };

  return { pending, fieldErrors, error, done, run };
}

/**
 * A form of the account pages: the browser's checks first (useValidatedForm), then the
 * call; a field the server refused shows the server's message under it.
 */
export function useAccountForm<F extends string>(
  fields: readonly F[],
  initial: Record<F, string>,
  validate: (field: F, values: Record<F, string>) => string | null,
) {
  const form = useValidatedForm(fields, initial, validate);
  const action = useAccountAction();

  const fieldProps = (field: F) => {
    const own = form.fieldProps(field);
    return { ...own, error: own.error ?? action.fieldErrors[field] ?? null };
  };

  /** The submit handler: checks, then `call` with the values; `after` runs on success. */
  const onSubmit =
    (call: (values: Record<F, string>) => Promise<string | null>, after?: () => void) =>
    async (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      const invalid = form.validateAll();
      if (invalid) return focusField(event, invalid);
      if (await action.run(() => call(form.values))) after?.();
    };

  return { ...action, values: form.values, fieldProps, onSubmit, reset: form.reset };
}
