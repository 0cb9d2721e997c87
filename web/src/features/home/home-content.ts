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
  /** Where the words were written, so each can be checked. */
  source: string;
}

/**
 * Words about reading, each checked against the work it comes from; all three works are
 * in the public domain, and most are in Bindery's catalog sources.
 */
export const quotes: Quote[] = [
  {
    text: "There is no Frigate like a Book / To take us Lands away",
    author: "Emily Dickinson",
    source: "“There is no Frigate like a Book”",
  },
  {
    text: "Reading maketh a full man; conference a ready man; and writing an exact man.",
    author: "Francis Bacon",
    source: "“Of Studies”, Essays (1625)",
  },
  {
    text: "Books are the treasured wealth of the world and the fit inheritance of generations and nations.",
    author: "Henry David Thoreau",
    source: "Walden (1854)",
  },
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
