import {
  BookOpenText,
  Brain,
  Feather,
  Globe2,
  type LucideIcon,
  Palette,
  Upload,
} from "lucide-react";

export interface Quote {
  text: string;
  author: string;
}

/** Words about reading by writers whose works are themselves in the public domain. */
export const quotes: Quote[] = [
  { text: "There is no Frigate like a Book / To take us Lands away.", author: "Emily Dickinson" },
  {
    text: "The reading of all good books is like a conversation with the finest minds of past centuries.",
    author: "René Descartes",
  },
  { text: "Books are the quietest and most constant of friends.", author: "Charles W. Eliot" },
];

export interface Feature {
  icon: LucideIcon;
  title: string;
  text: string;
}

export const steps: Feature[] = [
  {
    icon: Upload,
    title: "Upload a PDF",
    text: "Bindery reflows its text and pictures into real book pages, sized for reading.",
  },
  {
    icon: Palette,
    title: "Pick a theme",
    text: "Paper, background and an optional soundtrack set the mood of every book.",
  },
  {
    icon: BookOpenText,
    title: "Turn the pages",
    text: "Read two pages at a time; your place is kept on every device.",
  },
];

export const benefits: Feature[] = [
  {
    icon: Feather,
    title: "Calms the mind",
    text: "A few quiet pages slow the breath and settle a busy day.",
  },
  {
    icon: BookOpenText,
    title: "Grows your words",
    text: "Every chapter lends you new words and new ways to put old ones together.",
  },
  {
    icon: Brain,
    title: "Sharpens focus",
    text: "Following one story for an hour is practice in attention that screens rarely give.",
  },
  {
    icon: Globe2,
    title: "Widens the world",
    text: "Other centuries, other lives, other places, all on the next page.",
  },
];
