import {
  type DeleteAccountRequest,
  type EmailChangeRequest,
  type ForgotPasswordRequest,
  type PasswordChangeRequest,
  type PasswordResetRequest,
  routes,
  type TokenRequest,
  type UpdateNameRequest,
} from "@bindery/contract";
import { callApi } from "../../lib/call-api";

/** The account page's calls (contract/src/account.ts). */

export const updateName = (body: UpdateNameRequest) => callApi(routes.updateName, { body });

export const requestEmailChange = (body: EmailChangeRequest) =>
  callApi(routes.requestEmailChange, { body });

export const confirmEmailChange = (body: TokenRequest) =>
  callApi(routes.confirmEmailChange, { body });

export const changePassword = (body: PasswordChangeRequest) =>
  callApi(routes.changePassword, { body });

export const requestPasswordReset = (body: ForgotPasswordRequest) =>
  callApi(routes.requestPasswordReset, { body });

export const resetPassword = (body: PasswordResetRequest) =>
  callApi(routes.resetPassword, { body });

export const deleteAccount = (body: DeleteAccountRequest) =>
  callApi(routes.deleteAccount, { body });

export const fetchMyData = () => callApi(routes.exportMyData);
