import { LegalSection } from "../LegalSection";
import { OperatorContact } from "../OperatorContact";

export function CopyrightDocument() {
  return (
    <>
      <p>
        Bindery's public library holds books whose copyright has run out, and users may upload only
        files they have the right to use. If you believe a book on Bindery infringes a copyright you
        own or represent, tell us and we will look into it.
      </p>
      <LegalSection title="How to report">
        <p>Send a report with the subject "Other" through the contact page, containing:</p>
        <ul className="list-disc space-y-1 pl-5">
          <li>your name, and how we can reach you;</li>
          <li>the work you hold the rights to;</li>
          <li>
            where it appears on Bindery: the book's address (it looks like /read_book/…) or its
            title;
          </li>
          <li>
            a statement that you believe in good faith that this use is not allowed, and that what
            you report is accurate and you are the rights holder or may act for them.
          </li>
        </ul>
      </LegalSection>
      <LegalSection title="What happens then">
        <p>
          We confirm that we received your report and review it. If it holds, we remove the book or
          stop it being shown, and tell the person who uploaded it. They may answer with a
          counter-notice if they believe the removal was a mistake; we pass it on to you, and the
          book stays down unless the matter is settled. Accounts that upload infringing books again
          and again are closed.
        </p>
        <p>
          Reports that are incomplete may take longer, as we may need to ask you for what is
          missing. Reports made in bad faith may be ignored.
        </p>
      </LegalSection>
      <LegalSection title="Where to write">
        <p>
          <OperatorContact />
        </p>
      </LegalSection>
    </>
  );
}
