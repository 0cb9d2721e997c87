import { SHARE_VIEW_DAYS, type ShareViewsDay } from "@bindery/contract";

const DAY_MS = 24 * 3600_000;

/** The last SHARE_VIEW_DAYS UTC days, oldest first, each with its views (0 for none). */
export function viewDays(views: readonly ShareViewsDay[], now = Date.now()): ShareViewsDay[] {
  const counts = new Map(views.map((view) => [view.day, view.count]));
  return Array.from({ length: SHARE_VIEW_DAYS }, (_, index) => {
    const day = new Date(now - (SHARE_VIEW_DAYS - 1 - index) * DAY_MS).toISOString().slice(0, 10);
    return { day, count: counts.get(day) ?? 0 };
  });
}

export const totalViews = (views: readonly ShareViewsDay[]) =>
  views.reduce((sum, view) => sum + view.count, 0);

/** "1 view" / "12 views". */
export const viewsText = (count: number) => `${count} ${count === 1 ? "view" : "views"}`;
