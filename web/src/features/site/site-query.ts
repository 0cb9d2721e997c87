import type { SiteInfo } from "@bindery/contract";
import { queryOptions } from "@tanstack/react-query";
import { apiRequest } from "../../lib/api-client";

/** The operator and partners as configured on the server (contract/src/site.ts). */
export const siteInfoQuery = queryOptions({
  queryKey: ["site"],
  queryFn: ({ signal }) => apiRequest<SiteInfo>("/site/", { signal }),
  // Config changes only with a restart; one fetch per visit is plenty.
  staleTime: Number.POSITIVE_INFINITY,
});
