import { Container } from "../../components/ui/Container";
import { ScreenHeader } from "../../components/ui/ScreenHeader";

export default function FaqPage() {
  return (
    <Container className="py-10 sm:py-14">
      <title>FAQ · Bindery</title>
      <ScreenHeader eyebrow="Help" title="Frequently asked questions">
        Answers about reading, uploading, themes, Premium and refunds.
      </ScreenHeader>
    </Container>
  );
}
