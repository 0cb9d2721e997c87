function initialsOf(name: string | null, email: string | null): string {
  const words = (name ?? "").split(/\s+/).filter(Boolean);
  if (words.length > 0)
    return words
      .map((word) => word[0])
      .join("")
      .slice(0, 2)
      .toUpperCase();
  return (email?.[0] ?? "?").toUpperCase();
}

interface AvatarProps {
  name: string | null;
  email: string | null;
  size?: "sm" | "lg";
}

/**
 * The user's initials on a warm disc; decorative, the name is always written beside it.
 * The initials are drawn by CSS rather than written as text, so a button holding the
 * avatar and a name is labelled by the name alone (WCAG 2.5.3, label in name).
 */
export function Avatar({ name, email, size = "sm" }: AvatarProps) {
  const dimensions = size === "lg" ? "size-11 text-base" : "size-9 text-sm";
  return (
    <span
      aria-hidden="true"
      data-initials={initialsOf(name, email)}
      className={`inline-flex shrink-0 items-center justify-center rounded-full bg-accent font-serif font-semibold text-paper ring-2 ring-card before:content-[attr(data-initials)] ${dimensions}`}
    />
  );
}
