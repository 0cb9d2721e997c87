import { endpoints, type LoginRequest, type SignupRequest } from "@bindery/contract";
import { callApi } from "../../lib/call-api";

export const signup = (body: SignupRequest) => callApi(endpoints.signUp, { body });

export const login = (body: LoginRequest) => callApi(endpoints.logIn, { body });

export const fetchProfile = (signal?: AbortSignal) => callApi(endpoints.getProfile, { signal });

/**
 * Revokes the sign-in on the server. The tokens are passed in because storage is already
 * cleared when this runs (the user sees the signed-out app at once); for the same reason
 * it must not take the refresh-on-401 path, so the bearer header is set by hand. The
 * product's client sends its bearer with the call; the server revokes by the refresh
 * token alone, so an expired access token does not stop the sign-out.
 */
export const logout = (tokens: { access: string | null; refresh: string }) =>
  callApi(endpoints.logOut, {
    body: { refresh: tokens.refresh },
    headers: tokens.access ? { authorization: `Bearer ${tokens.access}` } : {},
  });
