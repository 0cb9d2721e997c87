import {
  accountEmailProblem,
  authMessages,
  isPasswordTheEmail,
  nameProblem,
  passwordProblem,
} from "@bindery/contract";

export const loginFields = ["email", "password"] as const;
export type LoginField = (typeof loginFields)[number];
export type LoginValues = Record<LoginField, string>;

export function validateLoginField(field: LoginField, values: LoginValues): string | null {
  return field === "email" ? accountEmailProblem(values.email) : passwordProblem(values.password);
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
      return accountEmailProblem(values.email);
    case "password":
      // The common-password list stays on the server (it is large); the server's message shows.
      return (
        passwordProblem(values.password) ??
        (isPasswordTheEmail(values.password, values.email) ? authMessages.passwordIsEmail : null)
      );
    case "confirm_password":
      if (!values.confirm_password) return authMessages.confirmPassword;
      return values.confirm_password === values.password ? null : authMessages.passwordsDiffer;
  }
}
