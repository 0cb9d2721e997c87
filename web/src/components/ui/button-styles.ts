export type ButtonVariant = "primary" | "secondary" | "ghost" | "inverse" | "danger";
export type ButtonSize = "md" | "lg";

const base =
  "inline-flex items-center justify-center gap-2 rounded-full font-medium transition-colors " +
  "disabled:cursor-not-allowed disabled:opacity-60 select-none whitespace-nowrap";

const variants: Record<ButtonVariant, string> = {
  primary: "bg-accent text-paper shadow-sm hover:bg-accent-deep",
  secondary: "border border-line-strong bg-card text-ink hover:border-ink-soft hover:bg-paper-deep",
  ghost: "text-ink-soft hover:bg-paper-deep hover:text-ink",
  /** For dark backgrounds. */
  inverse: "bg-paper text-ink shadow-sm hover:bg-gold-soft",
  /** Confirms what cannot be undone. */
  danger: "bg-danger text-paper shadow-sm hover:bg-accent-deep",
};

const sizes: Record<ButtonSize, string> = {
  md: "h-10 px-4 text-sm",
  lg: "h-12 px-6 text-base",
};

/** Shared by <Button> and by router links that look like buttons. */
export function buttonClass(variant: ButtonVariant = "primary", size: ButtonSize = "md"): string {
  return `${base} ${variants[variant]} ${sizes[size]}`;
}
