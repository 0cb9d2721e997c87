import { type LoginRequest, routes, type SignupRequest } from "@bindery/contract";
import { callApi } from "../../lib/call-api";

export const signup = (body: SignupRequest) => callApi(routes.signUp, { body });

export const login = (body: LoginRequest) => callApi(routes.logIn, { body });

export const fetchProfile = (signal?: AbortSignal) => callApi(routes.getProfile, { signal });

/**
 * Revokes the sign-in on the server. The tokens are passed in because storage is already
 * cleared when this runs (the user sees the signed-out app at once); for the same reason
 * it must not take the refresh-on-401 path, so the bearer header is set by hand. The
 * product's client sends its bearer with the call; the server revokes by the refresh
 * token alone, so an expired access token does not stop the sign-out.
 */
export const logout = (tokens: { access: string | null; refresh: string }) =>
  callApi(routes.logOut, {
    body: { refresh: tokens.refresh },
    headers: tokens.access ? { authorization: `Bearer ${tokens.access}` } : {},
  });
