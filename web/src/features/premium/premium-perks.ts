import { FREE_UPLOAD_LIMIT } from "@bindery/contract";
import {
  BookUp,
  EyeOff,
  Infinity as Lifetime,
  type LucideIcon,
  Palette,
  Sparkles,
} from "lucide-react";

export interface PremiumPerk {
  icon: LucideIcon;
  title: string;
  text: string;
}

/** What premium gives, said once for the pricing and premium pages. */
export const PREMIUM_PERKS: readonly PremiumPerk[] = [
  {
    icon: BookUp,
    title: "Unlimited books",
    text: `Turn as many PDFs into books as you like. Free accounts keep ${FREE_UPLOAD_LIMIT}.`,
  },
  {
    icon: Palette,
    title: "Your own themes",
    text: "Upload a picture to read against and, if you like, a sound to read by.",
  },
  {
    icon: Sparkles,
    title: "Every premium theme",
    text: "All of Bindery's premium backgrounds, ambient sounds and page papers, unlocked.",
  },
  {
    icon: EyeOff,
    title: "No ads",
    text: "Nothing on your shelves and dashboard but your books.",
  },
  {
    icon: Lifetime,
    title: "One payment, for life",
    text: "No subscription and nothing to renew: pay once and premium stays yours.",
  },
];
