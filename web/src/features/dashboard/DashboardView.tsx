import { useQuery } from "@tanstack/react-query";
import { BookUp, Library } from "lucide-react";
import { Link } from "react-router";
import { viewHref } from "../../app/views";
import { buttonClass } from "../../components/ui/button-styles";
import { Container } from "../../components/ui/Container";
import { ScreenHeader } from "../../components/ui/ScreenHeader";
import { profileQuery } from "../session/profile-query";
import { useSession } from "../session/session-store";
import { AccountCard } from "./AccountCard";

export default function DashboardView() {
  const session = useSession();
  // Loading the profile keeps the stored name, e-mail and plan current.
  useQuery({ ...profileQuery, enabled: session.status === "signed-in" });
  const firstName = session.name?.split(" ")[0];

  return (
    <Container className="flex flex-col gap-10 py-10 sm:py-14">
      <title>Dashboard · Bindery</title>
      <ScreenHeader
        eyebrow="Dashboard"
        title={firstName ? `Welcome back, ${firstName}` : "Welcome back"}
      >
        Your books, your reading progress and the free library, all in one place.
      </ScreenHeader>

      <div className="grid gap-6 lg:grid-cols-[1.6fr_1fr]">
        <section
          aria-labelledby="get-started-title"
          className="relative flex flex-col gap-5 overflow-hidden rounded-3xl border border-line bg-card p-7 shadow-sm shadow-ink/5 sm:p-9"
        >
          <div className="absolute -top-20 -right-16 size-56 rounded-full bg-gold-soft blur-2xl" />
          <div className="relative flex flex-col gap-2">
            <h2 id="get-started-title" className="font-serif text-2xl font-semibold">
              Get started
            </h2>
            <p className="max-w-lg text-ink-soft">
              Upload a PDF and Bindery binds it into a book you can leaf through, or open a free
              classic. The books you read show up here with your progress.
            </p>
          </div>
          <div className="relative flex flex-wrap gap-3">
            <Link to={viewHref("upload-book")} className={buttonClass("primary")}>
              <BookUp className="size-4" aria-hidden="true" />
              Upload a book
            </Link>
            <Link to={viewHref("books")} className={buttonClass("secondary")}>
              <Library className="size-4" aria-hidden="true" />
              Browse public books
            </Link>
          </div>
        </section>
        <AccountCard session={session} />
      </div>

      <section aria-labelledby="public-title" className="flex flex-col gap-3">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <h2 id="public-title" className="font-serif text-2xl font-semibold">
            Public Domain Books
          </h2>
          <Link to={viewHref("books")} className="text-sm font-medium text-accent hover:underline">
            See all
          </Link>
        </div>
        <p className="text-ink-soft">
          Classics whose copyright has run out, free for everyone to read.
        </p>
      </section>
    </Container>
  );
}
