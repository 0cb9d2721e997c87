import { Container } from "../../components/ui/Container";
import { ScreenHeader } from "../../components/ui/ScreenHeader";
import { LEGAL_DOCUMENTS } from "./legal-documents";

/**
 * A legal document at its own address (`/terms`, `/privacy`…), inside the site's header
 * and footer: the page a payment gateway or a search result links to. The footer opens
 * the same text as a dialog.
 */
export default function LegalPage({ path }: { path: string }) {
  const document = LEGAL_DOCUMENTS.find((entry) => entry.path === path);
  if (!document) throw new Error(`No legal document at ${path}.`);
  const { title, Body } = document;
  return (
    <Container className="flex flex-col gap-8 py-10 sm:py-14">
      <title>{`${title} · Bindery`}</title>
      <ScreenHeader eyebrow="Legal" title={title} />
      <article className="flex max-w-3xl flex-col gap-5 leading-relaxed text-ink-soft">
        <Body />
      </article>
    </Container>
  );
}
