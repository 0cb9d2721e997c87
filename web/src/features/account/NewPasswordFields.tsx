import type { ComponentProps } from "react";
import { TextField } from "../../components/ui/TextField";

type FieldProps = Omit<ComponentProps<typeof TextField>, "label">;

/** The new password and its confirmation, as the change and the reset both ask for them. */
export function NewPasswordFields({
  password,
  confirmation,
  hint,
}: {
  password: FieldProps;
  confirmation: FieldProps;
  hint?: string;
}) {
  return (
    <>
      <TextField
        label="New password"
        type="password"
        autoComplete="new-password"
        hint={hint}
        {...password}
      />
      <TextField
        label="Confirm new password"
        type="password"
        autoComplete="new-password"
        {...confirmation}
      />
    </>
  );
}
