/** Shared look of the header's dropdown menus (Radix renders them in a portal). */
export const menuContentClass =
  "z-50 min-w-52 rounded-xl border border-line bg-card p-1.5 shadow-xl shadow-ink/10 animate-fade-in";

export const menuItemClass =
  "flex cursor-pointer items-center gap-2.5 rounded-lg px-3 py-2 text-sm text-ink outline-none " +
  "data-[highlighted]:bg-paper-deep data-[highlighted]:text-ink";
