import { Container } from "../../components/ui/Container";
import { ScreenHeader } from "../../components/ui/ScreenHeader";

export default function MyBooksView() {
  return (
    <Container className="py-10 sm:py-14">
      <title>My Books · Bindery</title>
      <ScreenHeader eyebrow="Library" title="My Books">
        The books you have uploaded, 25 to a page, each with how far you have read.
      </ScreenHeader>
    </Container>
  );
}
