import {
  type DeleteAccountRequest,
  type EmailChangeRequest,
  endpoints,
  type ForgotPasswordRequest,
  type PasswordChangeRequest,
  type PasswordResetRequest,
  type TokenRequest,
  type UpdateNameRequest,
} from "@bindery/contract";
import { callApi } from "../../lib/call-api";

/** The account page's calls (contract/src/account.ts). */

export const updateName = (body: UpdateNameRequest) => callApi(endpoints.updateName, { body });

export const requestEmailChange = (body: EmailChangeRequest) =>
  callApi(endpoints.requestEmailChange, { body });

export const confirmEmailChange = (body: TokenRequest) =>
  callApi(endpoints.confirmEmailChange, { body });

export const changePassword = (body: PasswordChangeRequest) =>
  callApi(endpoints.changePassword, { body });

export const requestPasswordReset = (body: ForgotPasswordRequest) =>
  callApi(endpoints.requestPasswordReset, { body });

export const resetPassword = (body: PasswordResetRequest) =>
  callApi(endpoints.resetPassword, { body });

export const deleteAccount = (body: DeleteAccountRequest) =>
  callApi(endpoints.deleteAccount, { body });

export const fetchMyData = () => callApi(endpoints.exportMyData);

export const listAppPasswords = () => callApi(endpoints.listAppPasswords);

export const createAppPassword = (name: string) =>
  callApi(endpoints.createAppPassword, { body: { name } });

export const deleteAppPassword = (id: string) =>
  callApi(endpoints.deleteAppPassword, { params: { app_password_id: id } });
