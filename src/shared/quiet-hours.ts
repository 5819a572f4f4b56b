import { addDays, calendarDayAt, instantOfWallTime, minutesOf, type ClockTime } from "./time-zones.js";

/**
 * Quiet hours (docs/product.md#quiet-hours): a daily stretch of the member's own clock, `start` to `end`, past midnight
 * when `end` comes first ("22:00" to "07:00").
 */
export interface QuietHours {
  enabled: boolean;
  start: ClockTime | string;
  end: ClockTime | string;
}

export interface QuietStretch {
  start: Date;
  end: Date;
}

/**
 * The stretch of quiet hours `now` falls in, or null. Each one runs from the instant the member's clock first shows
 * `start` to the instant it next shows `end`, so a day whose clock goes back an hour does not start them a second
 * time, and one that skips an hour ends them on time (instantOfWallTime says which instant a skipped or repeated
 * time is). Without a time zone there are no quiet hours: nobody can say when the member's night is.
 */
export function quietStretchAt(quiet: QuietHours, timeZone: string | null, now: Date): QuietStretch | null {
  if (!quiet.enabled || timeZone === null || minutesOf(quiet.start) === minutesOf(quiet.end)) return null;
  const overnight = minutesOf(quiet.end) < minutesOf(quiet.start);
  const today = calendarDayAt(now, timeZone);
  // A stretch that began yesterday evening may still run; one that begins today may have begun.
  for (const offset of [-1, 0]) {
    const day = addDays(today, offset);
    const start = instantOfWallTime(day, quiet.start, timeZone);
    const end = instantOfWallTime(overnight ? addDays(day, 1) : day, quiet.end, timeZone);
    if (start.getTime() <= now.getTime() && now.getTime() < end.getTime()) return { start, end };
  }
  return null;
}

export const isQuietAt = (quiet: QuietHours, timeZone: string | null, now: Date): boolean =>
  quietStretchAt(quiet, timeZone, now) !== null;
