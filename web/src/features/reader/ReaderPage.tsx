import { useParams } from "react-router";
import { Container } from "../../components/ui/Container";
import { ScreenHeader } from "../../components/ui/ScreenHeader";

export default function ReaderPage() {
  const { bookId } = useParams();
  return (
    <Container className="py-10 sm:py-14">
      <title>Reader · Bindery</title>
      <ScreenHeader eyebrow={`Book ${bookId ?? ""}`} title="Reader">
        This book as a two-page spread with page turns, page and background themes, and sound.
      </ScreenHeader>
    </Container>
  );
}
