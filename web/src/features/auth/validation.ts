import {
  accountEmailProblem,
  authMessages,
  isPasswordTheEmail,
  nameProblem,
  passwordProblem,
} from "@bindery/contract";

/** The account's e-mail, with the server's words. */
export const checkEmail = accountEmailProblem;

/**
 * A password being set (sign-up, change, reset). The common-password list stays on the
 * server (it is large); the server's message shows. `email` is the account's, when known.
 */
export function checkNewPassword(password: string, email: string | null): string | null {
  return (
    passwordProblem(password) ??
    (email && isPasswordTheEmail(password, email) ? authMessages.passwordIsEmail : null)
  );
}

export function checkConfirmation(password: string, confirmation: string): string | null {
  if (!confirmation) return authMessages.confirmPassword;
  return confirmation === password ? null : authMessages.passwordsDiffer;
}

export function checkRequired(value: string, message: string): string | null {
  return value.trim() ? null : message;
}

export const loginFields = ["email", "password"] as const;
export type LoginField = (typeof loginFields)[number];
export type LoginValues = Record<LoginField, string>;

export function validateLoginField(field: LoginField, values: LoginValues): string | null {
  return field === "email" ? checkEmail(values.email) : passwordProblem(values.password);
}

export const signupFields = [
  "first_name",
  "last_name",
  "email",
  "password",
  "confirm_password",
] as const;
export type SignupField = (typeof signupFields)[number];
export type SignupValues = Record<SignupField, string>;

export function validateSignupField(field: SignupField, values: SignupValues): string | null {
  switch (field) {
    case "first_name":
      return nameProblem(values.first_name, authMessages.firstName);
    case "last_name":
      return nameProblem(values.last_name, authMessages.lastName);
    case "email":
      return checkEmail(values.email);
    case "password":
      return checkNewPassword(values.password, values.email);
    case "confirm_password":
      return checkConfirmation(values.password, values.confirm_password);
  }
}
