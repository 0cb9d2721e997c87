import { FreeBookLimit } from "../../site/plan-facts";
import { LegalSection } from "../LegalSection";
import { OperatorContact } from "../OperatorContact";

export function AboutDocument() {
  return (
    <>
      <p>
        Bindery is a place to read books the way books are read: two pages side by side, turning
        with a flip, over a background of your choosing, with ambient sound if you like.
      </p>
      <LegalSection title="What you can do here">
        <p>
          Anyone can read the public-domain classics in the library, no account needed. With a free
          account you can turn up to <FreeBookLimit /> of your own PDFs into themed books, with the
          original pages one click away, and keep your place on every device. Premium, one payment
          for life, removes the limit and lets you add your own themes.
        </p>
      </LegalSection>
      <LegalSection title="Free and open">
        <p>
          Bindery's source code is free software under the GNU Affero General Public License,
          version 3 or later. It reads PDFs with MuPDF and sets books in the Literata typeface.
        </p>
      </LegalSection>
      <LegalSection title="Get in touch">
        <p>
          <OperatorContact />
        </p>
      </LegalSection>
    </>
  );
}
