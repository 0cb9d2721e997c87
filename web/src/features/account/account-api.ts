import type {
  AccountExport,
  DeleteAccountRequest,
  DetailResponse,
  EmailChangeRequest,
  ForgotPasswordRequest,
  PasswordChangeRequest,
  PasswordResetRequest,
  TokenPair,
  TokenRequest,
  UpdateNameRequest,
  UserProfile,
} from "@bindery/contract";
import { apiRequest } from "../../lib/api-client";

/** The account page's calls (contract/src/account.ts). */

export const updateName = (body: UpdateNameRequest): Promise<UserProfile> =>
  apiRequest("/users/profile/", { method: "PATCH", body, auth: true });

export const requestEmailChange = (body: EmailChangeRequest): Promise<DetailResponse> =>
  apiRequest("/users/email_change/", { method: "POST", body, auth: true });

export const confirmEmailChange = (body: TokenRequest): Promise<DetailResponse> =>
  apiRequest("/users/email_change/confirm/", { method: "POST", body });

export const changePassword = (body: PasswordChangeRequest): Promise<TokenPair> =>
  apiRequest("/users/password_change/", { method: "POST", body, auth: true });

export const requestPasswordReset = (body: ForgotPasswordRequest): Promise<DetailResponse> =>
  apiRequest("/users/password_reset/", { method: "POST", body });

export const resetPassword = (body: PasswordResetRequest): Promise<DetailResponse> =>
  apiRequest("/users/password_reset/confirm/", { method: "POST", body });

export const deleteAccount = (body: DeleteAccountRequest): Promise<DetailResponse> =>
  apiRequest("/users/delete_account/", { method: "POST", body, auth: true });

export const fetchMyData = (): Promise<AccountExport> =>
  apiRequest("/users/my_data/", { auth: true });
