import type { Feature } from "./home-content";

export function FeatureCard({ feature, number }: { feature: Feature; number?: number }) {
  const Icon = feature.icon;
  return (
    <article className="flex h-full flex-col gap-3 rounded-2xl border border-line bg-card p-6 shadow-sm shadow-ink/5">
      <div className="flex items-center justify-between">
        <span className="inline-flex size-10 items-center justify-center rounded-xl bg-gold-soft text-accent">
          <Icon className="size-5" aria-hidden="true" />
        </span>
        {number ? (
          <span className="font-serif text-3xl text-line-strong" aria-hidden="true">
            {number}
          </span>
        ) : null}
      </div>
      <h3 className="font-serif text-lg font-semibold">{feature.title}</h3>
      <p className="text-ink-soft">{feature.text}</p>
    </article>
  );
}
