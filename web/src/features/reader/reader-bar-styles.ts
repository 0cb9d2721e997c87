/**
 * Controls floating over the themed background: dark and translucent, readable on any
 * picture. No backdrop blur: redrawn whenever a turning page passes under it, it costs
 * frames on machines without a GPU.
 */
const base =
  "inline-flex h-10 cursor-pointer items-center justify-center gap-2 rounded-full border text-sm " +
  "font-medium text-white shadow-lg transition-colors disabled:cursor-not-allowed disabled:opacity-40";

const tones = {
  glass: "border-white/15 bg-black/55 hover:bg-black/70",
  accent: "border-accent bg-accent hover:bg-accent-deep",
  danger: "border-danger bg-danger hover:bg-[#861a13]",
};

export function barButton(tone: keyof typeof tones = "glass"): string {
  return `${base} ${tones[tone]} px-3.5`;
}

export const barButtonClass = barButton();
export const barIconButtonClass = `${base} ${tones.glass} w-10`;
