/**
 * docs/product.md#weekly-summaries: every Monday morning a Pro member receives last week's signals and results, and
 * their own portfolio's result, in the app and by email. Which week is due, and what a summary says, written once.
 */
import { z } from "zod";
import { byCloseTime } from "./close-order.js";
import { formatPnl } from "./format.js";
import { tallyResults } from "./performance.js";
import { ASSET_CLASSES, DIRECTIONS } from "./positions.js";
import { OUTCOMES } from "./trade-lifecycle.js";
import { addDays, instantOfWallTime, wallClockAt, type CalendarDay } from "./time-zones.js";

/** A summary is due from this time on Monday, on the member's clock. */
export const SUMMARY_SEND_TIME = "08:00";
/** The zone of a member who never saved one (notification preferences). */
export const SUMMARY_DEFAULT_TIME_ZONE = "UTC";
/** How many past summaries the app lists. */
export const SUMMARIES_LISTED = 12;
/** The dashboard shows the newest summary for this long after it was written. */
export const SUMMARY_FRESH_DAYS = 7;

export const WEEKLY_SUMMARY_MESSAGES = {
  proOnly: "messages:plans.weeklySummaryProOnly",
  weekFormat: "Give the week as the date of its Monday, YYYY-MM-DD",
  weekNotMonday: "That date is not a Monday",
  weekNotOver: "That week's summary is not due yet: it is sent on the Monday after it, from 08:00",
} as const;

/** A week on the member's clock: from Monday 00:00 to the next Monday 00:00, as instants. */
export interface SummaryWeek {
  /** The Monday it began, YYYY-MM-DD. */
  weekStart: string;
  timeZone: string;
  from: string;
  to: string;
}

const pad = (value: number) => String(value).padStart(2, "0");
const dayText = (day: CalendarDay) => `${day.year}-${pad(day.month)}-${pad(day.day)}`;
/** 0 for Monday to 6 for Sunday. */
const daysSinceMonday = (day: CalendarDay) =>
  (new Date(Date.UTC(day.year, day.month - 1, day.day)).getUTCDay() + 6) % 7;

/** The week that began on `monday` (a Monday) in `timeZone`. */
export function weekStartingOn(monday: CalendarDay, timeZone: string): SummaryWeek {
  return {
    weekStart: dayText(monday),
    timeZone,
    from: instantOfWallTime(monday, "00:00", timeZone).toISOString(),
    to: instantOfWallTime(addDays(monday, 7), "00:00", timeZone).toISOString(),
  };
}

/**
 * The latest week whose summary is due at `now` for a member in `timeZone` (null: UTC): the week before the most recent
 * Monday whose 08:00 has passed. On a Monday before 08:00, that is the week before last. So a summary missed while
 * the server was down, or a member who joined Pro mid-week, still gets the last finished week's.
 */
export function dueSummaryWeek(now: Date, timeZone: string | null): SummaryWeek {
  const zone = timeZone ?? SUMMARY_DEFAULT_TIME_ZONE;
  const clock = wallClockAt(now.getTime(), zone);
  let monday = addDays(clock, -daysSinceMonday(clock));
  if (now < instantOfWallTime(monday, SUMMARY_SEND_TIME, zone)) monday = addDays(monday, -7);
  return weekStartingOn(addDays(monday, -7), zone);
}

/**
 * Whether a member who joined at `joinedAt` gets the summary of `week` (docs/product.md#weekly-summaries): a week that
 * was over before they joined is none of theirs, so a new member's first summary is of the week they joined in, written
 * whole, as every member on their clock gets it.
 */
export const isSummaryWeekOf = (week: Pick<SummaryWeek, "to">, joinedAt: string): boolean =>
  Date.parse(joinedAt) < Date.parse(week.to);

/** The week named by its Monday ("2026-11-16") in `timeZone`, or a message saying why it cannot be summarised at `now`. */
export function namedSummaryWeek(
  weekStart: string,
  timeZone: string | null,
  now: Date,
): SummaryWeek | { refused: string } {
  const match = /(\d{4})-(\d{2})-(\d{2})/.exec(weekStart);
  const day = match ? { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) } : null;
  // Written back, the day must be the whole text: nothing around it, and a real date (not 2026-02-30).
  if (!day || dayText(addDays(day, 0)) !== weekStart) return { refused: WEEKLY_SUMMARY_MESSAGES.weekFormat };
  if (daysSinceMonday(day) !== 0) return { refused: WEEKLY_SUMMARY_MESSAGES.weekNotMonday };
  const week = weekStartingOn(day, timeZone ?? SUMMARY_DEFAULT_TIME_ZONE);
  if (week.weekStart > dueSummaryWeek(now, timeZone).weekStart) return { refused: WEEKLY_SUMMARY_MESSAGES.weekNotOver };
  return week;
}

export const summarySignalSchema = z.object({
  id: z.string(),
  asset: z.string(),
  assetClass: z.enum(ASSET_CLASSES),
  direction: z.enum(DIRECTIONS),
  outcome: z.enum(OUTCOMES).nullable(),
  closedAt: z.string(),
  /** As the track record counts it; null for a cancelled signal, which never filled. */
  percent: z.number().nullable(),
  r: z.number().nullable(),
});
export type SummarySignal = z.infer<typeof summarySignalSchema>;

/** The member's own taken trades closed in the week (docs/product.md#portfolio). */
export const summaryPortfolioSchema = z.object({
  trades: z.number().int(),
  /** Realised result in dollars. */
  pnl: z.number(),
  /** The realised result as a percent of the accounts the trades were taken on; null when none was given. */
  percent: z.number().nullable(),
});
export type SummaryPortfolio = z.infer<typeof summaryPortfolioSchema>;

export const weeklySummarySchema = z.object({
  weekStart: z.string(),
  timeZone: z.string(),
  from: z.string(),
  to: z.string(),
  createdAt: z.string(),
  /** Signals published during the week. */
  published: z.number().int(),
  /** Signals finished during the week, in close order. */
  closed: z.array(summarySignalSchema),
  /** Of the closed ones that count (cancelled ones never filled). */
  trades: z.number().int(),
  wins: z.number().int(),
  losses: z.number().int(),
  /** Rounded percent of trades that won; null with none. */
  winRate: z.number().int().nullable(),
  totalPercent: z.number(),
  /** Mean R of the trades with a stop; null when none. */
  expectancyR: z.number().nullable(),
  best: summarySignalSchema.nullable(),
  worst: summarySignalSchema.nullable(),
  /** Null for a member who took no trade that closed that week. */
  portfolio: summaryPortfolioSchema.nullable(),
});
export type WeeklySummary = z.infer<typeof weeklySummarySchema>;

/** GET /api/weekly-summaries: the member's summaries, newest first. */
export const weeklySummariesSchema = z.object({ summaries: z.array(weeklySummarySchema) });
export type WeeklySummaries = z.infer<typeof weeklySummariesSchema>;

const round2 = (value: number): number => Math.round(value * 100) / 100 || 0;

/** What a week's summary says, from the signals published and finished in it (any order). */
export function summarizeWeek(
  week: SummaryWeek,
  facts: { published: number; closed: readonly SummarySignal[]; portfolio: SummaryPortfolio | null; createdAt: string },
): WeeklySummary {
  const closed = [...facts.closed].sort(byCloseTime);
  const counted = closed.filter((signal): signal is SummarySignal & { percent: number } => signal.percent !== null);
  const withR = counted.flatMap((signal) => (signal.r === null ? [] : [signal.r]));
  const tally = tallyResults(counted.map((signal) => signal.percent));
  const byResult = [...counted].sort((a, b) => b.percent - a.percent);
  return {
    ...week,
    createdAt: facts.createdAt,
    published: facts.published,
    closed,
    trades: tally.trades,
    wins: tally.wins,
    losses: tally.losses,
    winRate: tally.trades === 0 ? null : tally.winRate,
    totalPercent: tally.totalPercent,
    expectancyR: withR.length === 0 ? null : round2(withR.reduce((sum, r) => sum + r, 0) / withR.length),
    best: byResult.length > 1 ? (byResult[0] ?? null) : null,
    worst: byResult.length > 1 ? (byResult.at(-1) ?? null) : null,
    portfolio: facts.portfolio,
  };
}

/** The summary's one-line headline, for the email's subject and the dashboard. */
export function summaryHeadline(summary: Pick<WeeklySummary, "trades" | "totalPercent" | "wins">): string {
  if (summary.trades === 0) return "No signal closed";
  const trades = summary.trades === 1 ? "1 closed signal" : `${summary.trades} closed signals`;
  return `${formatPnl(summary.totalPercent)} across ${trades}, ${summary.wins} won`;
}
