/** The Bindery mark: an open book drawn with two strokes. Decorative; the word carries the name. */
export function LogoMark({ className = "" }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" className={className}>
      <rect width="32" height="32" rx="8" className="fill-accent" />
      <path
        d="M16 10.5c-2.2-1.6-4.9-2.2-8-2v13c3.1-.2 5.8.4 8 2 2.2-1.6 4.9-2.2 8-2v-13c-3.1-.2-5.8.4-8 2Zm0 0v13"
        fill="none"
        className="stroke-paper"
        strokeWidth="1.8"
        strokeLinejoin="round"
      />
    </svg>
  );
}

export function Logo() {
  return (
    <span className="flex items-center gap-2">
      <LogoMark className="size-8" />
      <span className="font-serif text-xl font-semibold tracking-tight text-ink">Bindery</span>
    </span>
  );
}
