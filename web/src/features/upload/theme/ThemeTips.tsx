import { Image, Lock, Music } from "lucide-react";

const tips = [
  {
    icon: Image,
    title: "A wide, calm picture",
    text: "It fills the space around the open book. Landscape pictures of 1920 px or more across look sharp on large screens; quiet ones read best.",
  },
  {
    icon: Music,
    title: "A sound that loops",
    text: "Rain, a fire, a café: the sound plays on repeat while you read, with its own volume slider and mute in Reader Settings.",
  },
  {
    icon: Lock,
    title: "Yours alone",
    text: "Only you can see and use your themes. Bindery keeps a re-encoded copy of the picture, never the file you sent.",
  },
];

/** What makes a good theme, beside the form. */
export function ThemeTips() {
  return (
    <aside
      aria-labelledby="theme-tips-title"
      className="flex flex-col gap-5 rounded-3xl border border-line bg-paper-deep/60 p-7"
    >
      <h2
        id="theme-tips-title"
        className="text-xs font-semibold uppercase tracking-[0.16em] text-ink-faint"
      >
        Making a good theme
      </h2>
      <ul className="flex flex-col gap-5">
        {tips.map(({ icon: Icon, title, text }) => (
          <li key={title} className="flex gap-3">
            <Icon className="mt-0.5 size-5 shrink-0 text-accent" aria-hidden="true" />
            <div className="flex flex-col gap-0.5">
              <h3 className="font-semibold text-ink">{title}</h3>
              <p className="text-sm text-ink-soft">{text}</p>
            </div>
          </li>
        ))}
      </ul>
    </aside>
  );
}
