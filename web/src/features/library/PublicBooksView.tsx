import { Container } from "../../components/ui/Container";
import { ScreenHeader } from "../../components/ui/ScreenHeader";

export default function PublicBooksView() {
  return (
    <Container className="py-10 sm:py-14">
      <title>Public books · Bindery</title>
      <ScreenHeader eyebrow="Library" title="Public Domain Books">
        Every free classic in the library, 25 books to a page.
      </ScreenHeader>
    </Container>
  );
}
