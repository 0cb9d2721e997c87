import { Container } from "../../components/ui/Container";
import { ScreenHeader } from "../../components/ui/ScreenHeader";

export default function ContactPage() {
  return (
    <Container className="py-10 sm:py-14">
      <title>Contact · Bindery</title>
      <ScreenHeader eyebrow="Contact" title="Contact us">
        Send us feedback, a bug report or a partnership idea, and we will write back by e-mail.
      </ScreenHeader>
    </Container>
  );
}
