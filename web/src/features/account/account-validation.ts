import { accountMessages, authMessages, isPasswordTheEmail } from "@bindery/contract";
import { checkEmail, checkPassword, checkRequired } from "../auth/validation";

/** The checks the browser makes before a call; the server makes them again, and more. */

export function checkNewPassword(password: string, email: string | null): string | null {
  return (
    checkPassword(password) ??
    (email && isPasswordTheEmail(password, email) ? authMessages.passwordIsEmail : null)
  );
}

export function checkConfirmation(password: string, confirmation: string): string | null {
  if (!confirmation) return authMessages.confirmPassword;
  return confirmation === password ? null : authMessages.passwordsDiffer;
}

export const checkCurrentPassword = (value: string) =>
  checkRequired(value, accountMessages.currentPassword);

export { checkEmail, checkRequired };
