import { Container } from "../../components/ui/Container";
import { ScreenHeader } from "../../components/ui/ScreenHeader";

export default function UploadThemeView() {
  return (
    <Container className="py-10 sm:py-14">
      <title>Upload a theme · Bindery</title>
      <ScreenHeader eyebrow="Upload" title="Upload a theme">
        Premium members add their own background image, with optional audio, to read their books
        against.
      </ScreenHeader>
    </Container>
  );
}
