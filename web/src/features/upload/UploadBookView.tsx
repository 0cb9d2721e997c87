import { Container } from "../../components/ui/Container";
import { ScreenHeader } from "../../components/ui/ScreenHeader";

export default function UploadBookView() {
  return (
    <Container className="py-10 sm:py-14">
      <title>Upload a book · Bindery</title>
      <ScreenHeader eyebrow="Upload" title="Upload a book">
        Turn a PDF into a page-flipping book: choose the file, give it a title and, if you like, a
        description.
      </ScreenHeader>
    </Container>
  );
}
