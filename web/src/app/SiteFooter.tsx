import { Link } from "react-router";
import { Container } from "../components/ui/Container";
import { Logo } from "../components/ui/Logo";
import { LegalDialog } from "../features/legal/LegalDialog";
import { LEGAL_DOCUMENTS } from "../features/legal/legal-documents";
import { viewHref } from "../lib/views";

const columns = [
  {
    title: "Read",
    links: [
      { label: "Public books", to: viewHref("books") },
      { label: "FAQ", to: "/faq" },
    ],
  },
  {
    title: "Bindery",
    links: [
      { label: "Premium", to: "/premium" },
      { label: "Pricing", to: "/pricing" },
      { label: "Contact", to: "/contact" },
    ],
  },
];

const headingClass = "text-xs font-semibold uppercase tracking-[0.16em] text-ink-faint";
const linkClass = "w-fit text-left text-sm text-ink-soft hover:text-accent";

export function SiteFooter() {
  return (
    <footer className="border-t border-line bg-paper-deep">
      <Container className="grid gap-10 py-12 sm:grid-cols-2 lg:grid-cols-[1.4fr_1fr_1fr_1fr]">
        <div className="flex flex-col gap-3">
          <Logo />
          <p className="max-w-xs text-sm text-ink-soft">
            Free classics to read, and your own PDFs turned into books you can leaf through.
          </p>
        </div>
        {columns.map((column) => (
          <nav key={column.title} aria-label={column.title} className="flex flex-col gap-2">
            <h2 className={headingClass}>{column.title}</h2>
            {column.links.map((link) => (
              <Link key={link.label} to={link.to} className={linkClass}>
                {link.label}
              </Link>
            ))}
          </nav>
        ))}
        <nav aria-label="Legal" className="flex flex-col items-start gap-2">
          <h2 className={headingClass}>Legal</h2>
          {LEGAL_DOCUMENTS.map((document) => (
            <LegalDialog key={document.label} document={document} triggerClassName={linkClass} />
          ))}
        </nav>
      </Container>
      <Container className="border-t border-line py-5 text-xs text-ink-faint">
        © {new Date().getFullYear()} Bindery
      </Container>
    </footer>
  );
}
