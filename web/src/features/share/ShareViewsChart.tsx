import { SHARE_VIEW_DAYS, type ShareViewsDay } from "@bindery/contract";
import { totalViews, viewDays, viewsText } from "./share-views";

const DAY_LABEL = new Intl.DateTimeFormat(undefined, {
  day: "numeric",
  month: "short",
  timeZone: "UTC",
});

/**
 * How many people opened the shared book each day of the last SHARE_VIEW_DAYS: one bar a
 * day, the busiest day full height; the numbers themselves are in a table for screen
 * readers. An opening is a reader's browser session, counted once a day.
 */
export function ShareViewsChart({ views }: { views: readonly ShareViewsDay[] }) {
  const days = viewDays(views);
  const most = Math.max(1, ...days.map((day) => day.count));
  const today = days.at(-1)?.count ?? 0;
  return (
    <section aria-labelledby="share-views-title" className="flex flex-col gap-2">
      <div className="flex items-baseline justify-between gap-3">
        <h3 id="share-views-title" className="text-sm font-medium text-ink">
          Views, last {SHARE_VIEW_DAYS} days
        </h3>
        <p className="text-sm text-ink-soft" data-share-views-total="">
          {viewsText(totalViews(days))} · {today} today
        </p>
      </div>
      <div
        aria-hidden="true"
        className="flex h-16 items-end gap-0.5 rounded-md bg-paper-deep px-1.5 pt-1.5"
      >
        {days.map((day) => (
          <span
            key={day.day}
            title={`${DAY_LABEL.format(new Date(day.day))}: ${viewsText(day.count)}`}
            className={`flex-1 rounded-t-sm ${day.count > 0 ? "bg-accent" : "bg-line"}`}
            style={{ height: `${Math.max(4, (day.count / most) * 100)}%` }}
          />
        ))}
      </div>
      <table className="sr-only">
        <caption>Views per day</caption>
        <tbody>
          {days
            .filter((day) => day.count > 0)
            .map((day) => (
              <tr key={day.day}>
                <th scope="row">{DAY_LABEL.format(new Date(day.day))}</th>
                <td>{viewsText(day.count)}</td>
              </tr>
            ))}
        </tbody>
      </table>
    </section>
  );
}
