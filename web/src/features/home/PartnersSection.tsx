import { DEFAULT_PARTNERS, type Partner } from "@bindery/contract";
import { useQuery } from "@tanstack/react-query";
import { ExternalLink } from "lucide-react";
import { Container } from "../../components/ui/Container";
import { siteInfoQuery } from "../site/site-query";

const sameUrls = (a: readonly Partner[], b: readonly Partner[]) =>
  a.length === b.length && a.every((partner, index) => partner.url === b[index]?.url);

/**
 * The partners the operator configured (PARTNERS); by default the public-domain sources
 * the catalog is imported from, which are named as sources, not as partners: nothing
 * says they endorse Bindery. Left out entirely when there are none.
 */
export function PartnersSection() {
  const partners = useQuery(siteInfoQuery).data?.partners ?? [];
  if (partners.length === 0) return null;
  const sources = sameUrls(partners, DEFAULT_PARTNERS);
  return (
    <section aria-labelledby="partners-title" className="border-t border-line">
      <Container className="flex flex-col items-center gap-6 py-12 text-center">
        <h2
          id="partners-title"
          className="text-xs font-semibold uppercase tracking-[0.2em] text-ink-faint"
        >
          {sources ? "Free books from" : "Our partners"}
        </h2>
        <ul className="flex flex-wrap items-center justify-center gap-x-12 gap-y-4">
          {partners.map((partner) => (
            <li key={partner.url}>
              <a
                href={partner.url}
                target="_blank"
                rel="noopener noreferrer"
                className="group inline-flex items-center gap-2 font-serif text-2xl font-semibold text-ink-soft transition-colors hover:text-accent"
              >
                {partner.name}
                <ExternalLink
                  className="size-4 opacity-50 transition-opacity group-hover:opacity-100"
                  aria-hidden="true"
                />
                <span className="sr-only"> (opens in a new tab)</span>
              </a>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
