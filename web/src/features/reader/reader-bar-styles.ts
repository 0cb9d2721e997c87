/** Controls floating over the themed background: dark glass, readable on any picture. */
export const barButtonClass =
  "inline-flex h-10 cursor-pointer items-center justify-center gap-2 rounded-full border border-white/15 " +
  "bg-black/45 px-3.5 text-sm font-medium text-white shadow-lg backdrop-blur-md transition-colors " +
  "hover:bg-black/60 disabled:cursor-not-allowed disabled:opacity-40";

export const barIconButtonClass = barButtonClass.replace("px-3.5", "w-10 px-0");
