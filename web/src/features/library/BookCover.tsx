import { useState } from "react";

/** Cloth colours for books without a cover image, in the site's warm palette. */
const CLOTHS = ["#8a3324", "#2f4a3a", "#24344d", "#7a5420", "#5a2d45", "#37474f", "#1f4f4f"];

/** The same book always gets the same cloth. */
function clothOf(bookId: string): string {
  let hash = 0;
  for (const char of bookId) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return CLOTHS[hash % CLOTHS.length] ?? "#8a3324";
}

interface BookCoverProps {
  bookId: string;
  title: string;
  author: string | null;
  /** The cover image URL; null until a cover exists. */
  src: string | null;
  /** Small covers (carousels) set the drawn title in smaller type. */
  size?: "sm" | "md";
}

/**
 * A book's cover at 2:3. Without an image, or when the image will not load (a signed URL
 * that expired, a file not made yet), a cloth binding with the title and author is drawn
 * instead, so a shelf never shows a broken image. Decorative: the card names the book.
 */
export function BookCover({ bookId, title, author, src, size = "md" }: BookCoverProps) {
  const [failed, setFailed] = useState<string | null>(null);
  const showImage = src !== null && failed !== src;
  return (
    <div className="relative aspect-[2/3] w-full overflow-hidden rounded-md bg-paper-deep shadow-[0_1px_2px_rgba(42,33,27,0.12),0_10px_22px_-10px_rgba(42,33,27,0.45)] transition-transform duration-200 group-hover:-translate-y-1 group-focus-visible:-translate-y-1">
      {showImage ? (
        <img
          src={src}
          alt=""
          loading="lazy"
          decoding="async"
          className="size-full object-cover"
          onError={() => setFailed(src)}
        />
      ) : (
        <DrawnCover title={title} author={author} cloth={clothOf(bookId)} size={size} />
      )}
      {/* The spine's shadow and a sheen, as on a bound book. */}
      <div className="pointer-events-none absolute inset-y-0 left-0 w-[7%] bg-gradient-to-r from-black/25 via-black/5 to-transparent" />
      <div className="pointer-events-none absolute inset-0 rounded-md ring-1 ring-black/10 ring-inset" />
    </div>
  );
}

function DrawnCover({
  title,
  author,
  cloth,
  size,
}: {
  title: string;
  author: string | null;
  cloth: string;
  size: "sm" | "md";
}) {
  return (
    <div
      aria-hidden="true"
      className="flex size-full p-[8%] text-paper"
      style={{
        backgroundColor: cloth,
        backgroundImage:
          "radial-gradient(120% 80% at 30% 0%, rgba(255,255,255,0.14), transparent 60%), repeating-linear-gradient(45deg, rgba(255,255,255,0.025) 0 2px, transparent 2px 4px)",
      }}
    >
      <div className="flex flex-1 flex-col items-center justify-between border border-gold/60 px-[8%] py-[12%] text-center outline outline-1 outline-gold/30 outline-offset-[3px]">
        <span className="h-px w-1/3 bg-gold/70" />
        <span
          className={`line-clamp-5 text-balance font-serif font-semibold leading-tight ${size === "sm" ? "text-[0.8rem]" : "text-[0.95rem] sm:text-base"}`}
        >
          {title}
        </span>
        {author ? (
          <span className="line-clamp-2 text-[0.6rem] uppercase tracking-[0.14em] text-paper/80">
            {author}
          </span>
        ) : (
          <span className="h-px w-1/3 bg-gold/70" />
        )}
      </div>
    </div>
  );
}
