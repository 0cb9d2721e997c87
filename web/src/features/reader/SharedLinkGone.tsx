import { Link } from "react-router";
import { buttonClass } from "../../components/ui/button-styles";
import { ScreenHeader } from "../../components/ui/ScreenHeader";

/** A share link that no longer opens its book: revoked, replaced, expired or mistyped. */
export function SharedLinkGone({ expired = false }: { expired?: boolean }) {
  return (
    <>
      <title>Link not working · Bindery</title>
      <ScreenHeader
        eyebrow="Shared book"
        title={expired ? "This link has expired" : "This link does not work any more"}
      >
        {expired
          ? "The person who shared this book set the link to end. Ask them for a new one."
          : "The person who shared this book turned the link off or made a new one. Ask them for the new link."}
      </ScreenHeader>
      <Link to="/" className={buttonClass("primary")}>
        Discover Bindery
      </Link>
    </>
  );
}
