import { LegalSection } from "../LegalSection";
import { OperatorContact } from "../OperatorContact";

export function PrivacyDocument() {
  return (
    <>
      <p>
        Bindery keeps only what it needs to let you read, upload and pick up where you left off. It
        does not sell your data.
      </p>
      <LegalSection title="What Bindery keeps">
        <p>
          Your account: your name, e-mail address and a one-way hash of your password (never the
          password itself), and whether you are a premium member. Your shelf: the books you upload,
          your place and theme in each book you read.
        </p>
        <p>
          Your uploads: the PDF is kept only until it is converted; the book's text, pictures and
          images of the original pages are then kept until you or we delete them. Private books and
          their files are served only to you, through links that expire.
        </p>
        <p>
          Messages you send through the contact form, with the e-mail address you give, so that we
          can answer.
        </p>
      </LegalSection>
      <LegalSection title="In your browser">
        <p>
          While you are signed in, your browser's local storage keeps your session tokens, your
          name, e-mail address and plan, so that pages know who you are. Signing out clears them.
        </p>
      </LegalSection>
      <LegalSection title="Counting visits">
        <p>
          Bindery counts how its features are used (for example that a book was opened or a page
          turned) with its own analytics. These counts carry no name, no e-mail address and no
          account: they say what happened, not who did it. If your browser sends Do Not Track or
          Global Privacy Control, nothing is counted at all.
        </p>
      </LegalSection>
      <LegalSection title="Payments">
        <p>
          Premium is paid through Razorpay (in India) or PayPal (elsewhere). Your card or account
          details go to them, not to Bindery; Bindery keeps the order, its amount and the payment's
          reference.
        </p>
      </LegalSection>
      <LegalSection title="Your choices">
        <p>
          You may ask for a copy of what Bindery holds about you, for a correction, or for your
          account and books to be deleted. <OperatorContact />
        </p>
      </LegalSection>
    </>
  );
}
