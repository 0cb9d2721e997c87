import { FreeBooks, PremiumPrice } from "../../site/plan-facts";
import { LegalSection } from "../LegalSection";
import { OperatorContact } from "../OperatorContact";

export function TermsDocument() {
  return (
    <>
      <p>
        These terms apply when you use Bindery: reading its free books, creating an account and
        turning your own PDFs into books. By using the site you agree to them.
      </p>
      <LegalSection title="Your account">
        <p>
          You need an account to upload books and to keep your reading progress. Keep your password
          to yourself; you are responsible for what is done with your account. You may stop using
          Bindery at any time.
        </p>
      </LegalSection>
      <LegalSection title="Your uploads">
        <p>
          Upload only PDFs you have the right to use: your own writing, files you bought for
          personal reading, or works whose copyright has run out. Books you upload stay private:
          only you can open them. You keep every right you have in them; you let Bindery store and
          convert them only so that you can read them here.
        </p>
        <p>
          Free accounts keep up to <FreeBooks />. Premium accounts have no limit and may upload
          their own reading themes.
        </p>
      </LegalSection>
      <LegalSection title="Fair use of the service">
        <p>
          Do not upload anything unlawful or harmful, try to reach other people's books, or overload
          the service. Accounts that do may be closed, and content that breaks the law or these
          terms may be removed.
        </p>
      </LegalSection>
      <LegalSection title="Premium">
        <p>
          Premium is a one-time payment of <PremiumPrice currency="INR" withCode /> in India or{" "}
          <PremiumPrice currency="USD" withCode /> elsewhere, and lasts for the life of your
          account. It is not a subscription and never renews. Refunds follow the cancellation and
          refund policy.
        </p>
      </LegalSection>
      <LegalSection title="The service as it is">
        <p>
          Bindery is offered as it is. Conversion is automatic, and a converted book may differ from
          its PDF; the original pages are always one click away in the basic view. Keep your own
          copy of every file you upload.
        </p>
      </LegalSection>
      <LegalSection title="Changes and contact">
        <p>
          These terms may change as Bindery does; the version shown here is the one that applies.{" "}
          <OperatorContact />
        </p>
      </LegalSection>
    </>
  );
}
