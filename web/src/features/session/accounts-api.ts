import type {
  LoginRequest,
  SignupRequest,
  SignupResponse,
  TokenPair,
  UserProfile,
} from "@bindery/contract";
import { apiRequest } from "../../lib/api-client";

export function signup(body: SignupRequest): Promise<SignupResponse> {
  return apiRequest("/users/signup/", { method: "POST", body });
}

export function login(body: LoginRequest): Promise<TokenPair> {
  return apiRequest("/users/login/", { method: "POST", body });
}

export function fetchProfile(signal?: AbortSignal): Promise<UserProfile> {
  return apiRequest("/users/profile/", { auth: true, signal });
}

/**
 * Revokes the sign-in on the server. The tokens are passed in because storage is already
 * cleared when this runs (the user sees the signed-out app at once); for the same reason
 * it must not take the refresh-on-401 path, so the bearer header is set by hand. The
 * product's client sends its bearer with the call; the server revokes by the refresh
 * token alone, so an expired access token does not stop the sign-out.
 */
export function logout(tokens: { access: string | null; refresh: string }): Promise<unknown> {
  return apiRequest("/users/logout/", {
    method: "POST",
    body: { refresh: tokens.refresh },
    headers: tokens.access ? { authorization: `Bearer ${tokens.access}` } : {},
  });
}
