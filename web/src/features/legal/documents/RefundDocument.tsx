import { FreeBookLimit, PremiumPrice } from "../../site/plan-facts";
import { LegalSection } from "../LegalSection";
import { OperatorContact } from "../OperatorContact";
import { POLICY } from "../policy";

export function RefundDocument() {
  return (
    <>
      <p>
        Premium is a single payment of <PremiumPrice currency="INR" withCode /> in India or{" "}
        <PremiumPrice currency="USD" withCode /> elsewhere. There is no subscription, so there is
        nothing to cancel and nothing will be charged again.
      </p>
      <LegalSection title="Refunds">
        <p>
          If Premium is not for you, ask for a refund within {POLICY.refundWindowDays} days of your
          payment. Tell us the e-mail address of your account and, if you have it, the payment's
          reference. We reply {POLICY.refundReply}.
        </p>
        <p>
          An accepted refund is paid back in full through the way you paid (Razorpay or PayPal);
          your bank or PayPal decides how soon it reaches you. Your account returns to the free
          plan: your books stay, but uploads beyond the free <FreeBookLimit /> and premium themes
          are no longer available.
        </p>
      </LegalSection>
      <LegalSection title="After 7 days">
        <p>
          Requests made later are not usually refunded. If something went wrong with a payment, such
          as being charged twice, write to us whenever you notice it and we will put it right.
        </p>
      </LegalSection>
      <LegalSection title="How to ask">
        <p>
          <OperatorContact />
        </p>
      </LegalSection>
    </>
  );
}
