import type { SiteInfo } from "@bindery/contract";
import { useQuery } from "@tanstack/react-query";
import { siteInfoQuery } from "../site/site-query";

export type Operator = NonNullable<SiteInfo["operator"]>;

/** Who runs this site, as configured on the server; null when nobody is named. */
export function useOperator(): Operator | null {
  const { data } = useQuery(siteInfoQuery);
  const operator = data?.operator ?? null;
  return operator && (operator.name || operator.email) ? operator : null;
}
