import { queryOptions } from "@tanstack/react-query";
import { writeProfile } from "../../lib/session-storage";
import { fetchProfile } from "./accounts-api";

/** The signed-in user's profile; fetching it also refreshes the name and email in storage. */
export const profileQuery = queryOptions({
  queryKey: ["profile"],
  queryFn: async ({ signal }) => {
    const profile = await fetchProfile(signal);
    writeProfile(profile);
    return profile;
  },
  staleTime: 60_000,
});
