import type { EventStats } from "./event-stats.js";
import { renderTable } from "./text-table.js";

/** The operator's report: totals per event, then a row per day with a column per event seen. */
export function formatEventStats(stats: EventStats): string {
  const title = `Bindery events, last ${stats.days} day${stats.days === 1 ? "" : "s"} (${stats.fromDay} to ${stats.toDay}, UTC)`;
  if (stats.perDay.length === 0) return `${title}\n\nNo events recorded in this period.\n`;

  const allEvents = stats.totals.reduce((sum, total) => sum + total.events, 0);
  const totalsTable = renderTable(
    ["Event", "Events", "Sum of count"],
    [
      ...stats.totals.map((total) => [total.name, total.events, total.countSum || ""]),
      ["All events", allEvents, ""],
    ],
  );

  const seen = stats.totals.filter((total) => total.events > 0).map((total) => total.name);
  const daysTable = renderTable(
    ["Day", "All", ...seen],
    stats.perDay.map((day) => [
      day.day,
      day.events,
      ...seen.map((name) => day.byName.get(name) ?? 0),
    ]),
  );

  return `${title}\n\n${totalsTable}\n\nPer day\n\n${daysTable}\n`;
}
