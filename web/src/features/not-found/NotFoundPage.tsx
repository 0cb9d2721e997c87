import { Link } from "react-router";
import { buttonClass } from "../../components/ui/button-styles";
import { Container } from "../../components/ui/Container";
import { ScreenHeader } from "../../components/ui/ScreenHeader";

export default function NotFoundPage() {
  return (
    <Container className="flex flex-col items-start gap-6 py-16">
      <title>Page not found · Bindery</title>
      <ScreenHeader eyebrow="404" title="This page is not on our shelves">
        The address may be mistyped, or the page has moved.
      </ScreenHeader>
      <Link to="/" className={buttonClass("primary")}>
        Back to Bindery
      </Link>
    </Container>
  );
}
