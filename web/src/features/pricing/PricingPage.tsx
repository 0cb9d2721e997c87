import { Container } from "../../components/ui/Container";
import { ScreenHeader } from "../../components/ui/ScreenHeader";

export default function PricingPage() {
  return (
    <Container className="py-10 sm:py-14">
      <title>Pricing · Bindery</title>
      <ScreenHeader eyebrow="Premium" title="Pricing">
        One payment for lifetime Premium: unlimited uploads, your own themes, every premium theme
        and no ads.
      </ScreenHeader>
    </Container>
  );
}
