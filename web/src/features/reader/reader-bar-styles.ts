/**
 * Controls floating over the themed background: dark and translucent, readable on any
 * picture. No backdrop blur: redrawn whenever a turning page passes under it, it costs
 * frames on machines without a GPU.
 */
export const barButtonClass =
  "inline-flex h-10 cursor-pointer items-center justify-center gap-2 rounded-full border border-white/15 " +
  "bg-black/55 px-3.5 text-sm font-medium text-white shadow-lg transition-colors " +
  "hover:bg-black/70 disabled:cursor-not-allowed disabled:opacity-40";

export const barIconButtonClass = barButtonClass.replace("px-3.5", "w-10 px-0");
