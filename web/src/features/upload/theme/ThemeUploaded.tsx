import { type Theme, themeUploadMessages } from "@bindery/contract";
import { BookOpen, CircleCheck } from "lucide-react";
import { Link } from "react-router";
import { Button } from "../../../components/ui/Button";
import { buttonClass } from "../../../components/ui/button-styles";
import { viewHref } from "../../../lib/views";

/** The upload worked: say so, show the theme, and say where to use it. */
export function ThemeUploaded({ theme, onAnother }: { theme: Theme; onAnother(): void }) {
  return (
    <div role="status" className="flex flex-col gap-5">
      <p className="flex items-center gap-2 font-serif text-2xl font-semibold text-ink">
        <CircleCheck className="size-7 text-accent" aria-hidden="true" />
        {themeUploadMessages.uploaded}
      </p>
      <figure className="flex flex-col gap-2">
        <img
          src={theme.theme_url}
          alt={`Preview of ${theme.theme_name}`}
          className="aspect-video w-full max-w-md rounded-2xl border border-line object-cover shadow-sm"
          style={{ borderColor: theme.border_color ?? undefined }}
        />
        <figcaption className="text-ink-soft">
          “{theme.theme_name}”{theme.has_audio ? ", with its sound" : ""}
        </figcaption>
      </figure>
      <p className="max-w-xl text-ink-soft">
        Open any of your books and choose “{theme.theme_name}” as the background in Reader Settings.
        Only you can see it.
      </p>
      <div className="flex flex-wrap gap-3">
        <Link to={viewHref("my-books")} className={buttonClass("primary", "lg")}>
          <BookOpen className="size-4" aria-hidden="true" />
          Use it in My Books
        </Link>
        <Button variant="secondary" size="lg" onClick={onAnother}>
          Upload another theme
        </Button>
      </div>
    </div>
  );
}
