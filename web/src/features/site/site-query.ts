import { endpoints } from "@bindery/contract";
import { queryOptions } from "@tanstack/react-query";
import { callApi } from "../../lib/call-api";

/** The operator and partners as configured on the server (contract/src/site.ts). */
export const siteInfoQuery = queryOptions({
  queryKey: ["site"],
  queryFn: ({ signal }) => callApi(endpoints.getSite, { signal }),
  // Config changes only with a restart; one fetch per visit is plenty.
  staleTime: Number.POSITIVE_INFINITY,
});
