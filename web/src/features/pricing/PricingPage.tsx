import { paymentMessages } from "@bindery/contract";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Container } from "../../components/ui/Container";
import { PageLoading } from "../../components/ui/PageLoading";
import { ScreenHeader } from "../../components/ui/ScreenHeader";
import { CHECKOUT_ANCHOR } from "../premium/checkout-anchor";
import { profileQuery } from "../session/profile-query";
import { type Session, useSession } from "../session/session-store";
import { FreeBookLimit } from "../site/plan-facts";
import { AlreadyPremium } from "./AlreadyPremium";
import { GuestPricing } from "./GuestPricing";
import { Panel } from "./Panel";
import { PaymentProblemNotice } from "./PaymentProblemNotice";
import { PerksCard } from "./PerksCard";
import { PlanComparison } from "./PlanComparison";
import { PurchaseCard } from "./PurchaseCard";
import { priceQuery } from "./price-query";

/** `/pricing`: the price for the buyer's region and paying it, and what premium adds. */
export default function PricingPage() {
  const session = useSession();
  // Once bought here, the page keeps its purchase card (and its success message) on screen
  // although the session now says premium.
  const [bought, setBought] = useState(false);
  return (
    <Container className="flex flex-col gap-10 py-10 sm:py-14">
      <title>Pricing · Bindery</title>
      <ScreenHeader eyebrow="Premium" title="Pricing">
        One payment, for life: premium removes the <FreeBookLimit />
        -book limit, opens theme upload and unlocks every premium theme.
      </ScreenHeader>
      <div className="grid items-start gap-6 lg:grid-cols-[1fr_1.1fr]">
        <div id={CHECKOUT_ANCHOR} className="min-w-0 lg:order-2">
          <PurchaseArea session={session} bought={bought} onBought={() => setBought(true)} />
        </div>
        <div className="min-w-0 lg:order-1">
          <PerksCard />
        </div>
      </div>
      <PlanComparison />
    </Container>
  );
}

interface PurchaseAreaProps {
  session: Session;
  bought: boolean;
  onBought(): void;
}

function PurchaseArea({ session, bought, onBought }: PurchaseAreaProps) {
  if (session.status === "checking") return <PageLoading />;
  if (session.status === "signed-out") return <GuestPricing />;
  if (session.isPremium && !bought) return <AlreadyPremium />;
  return <SignedInPurchase bought={bought} onBought={onBought} />;
}

function SignedInPurchase({ bought, onBought }: { bought: boolean; onBought(): void }) {
  const profile = useQuery(profileQuery);
  const price = useQuery(priceQuery(navigator.language));
  // A profile that comes back premium (bought on another device) has nothing to sell.
  if (profile.data?.is_premium === 1 && !bought) return <AlreadyPremium />;
  if (price.isError || profile.isError) {
    return (
      <Panel>
        <PaymentProblemNotice
          problem={{
            message: paymentMessages.initiateFailed,
            detail: "The price could not be loaded. Check your connection and reload the page.",
          }}
        />
      </Panel>
    );
  }
  if (!price.data || !profile.data) return <PageLoading />;
  return <PurchaseCard price={price.data} userId={profile.data.user_id} onBought={onBought} />;
}
