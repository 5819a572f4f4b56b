/**
 * Wall-clock arithmetic in IANA time zones with nothing but Intl (docs/product.md#time-zone): what a clock in a zone
 * shows at an instant, and the instant at which it shows a given time. Both sides use it: quiet hours are decided on
 * the server, dates are shown in the browser.
 */

/** A time of day as a clock shows it, "HH:MM" on 24 hours. */
export type ClockTime = `${number}:${number}`;

export interface CalendarDay {
  year: number;
  /** 1-12. */
  month: number;
  day: number;
}

interface WallClock extends CalendarDay {
  hour: number;
  minute: number;
  second: number;
}

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

const partFormats = new Map<string, Intl.DateTimeFormat>();

function partFormat(timeZone: string): Intl.DateTimeFormat {
  let format = partFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
      second: "numeric",
    });
    partFormats.set(timeZone, format);
  }
  return format;
}

/** What a clock in `timeZone` shows at `at` (ms since the epoch). */
export function wallClockAt(at: number, timeZone: string): WallClock {
  const parts: Record<string, number> = {};
  for (const part of partFormat(timeZone).formatToParts(at)) {
    if (part.type !== "literal") parts[part.type] = Number(part.value);
  }
  return {
    year: parts.year ?? 0,
    month: parts.month ?? 0,
    day: parts.day ?? 0,
    hour: parts.hour ?? 0,
    minute: parts.minute ?? 0,
    second: parts.second ?? 0,
  };
}

/** The zone's offset from UTC at `at`, in ms (Europe/London in summer: +3,600,000). */
function offsetAt(at: number, timeZone: string): number {
  const clock = wallClockAt(at, timeZone);
  const asUtc = Date.UTC(clock.year, clock.month - 1, clock.day, clock.hour, clock.minute, clock.second);
  return asUtc - (at - (((at % 1000) + 1000) % 1000));
}

/** The calendar day a clock in `timeZone` shows at `at`. */
export function calendarDayAt(at: Date, timeZone: string): CalendarDay {
  const { year, month, day } = wallClockAt(at.getTime(), timeZone);
  return { year, month, day };
}

/** The day after (or `days` after) a calendar day. */
export function addDays(day: CalendarDay, days: number): CalendarDay {
  const next = new Date(Date.UTC(day.year, day.month - 1, day.day) + days * DAY_MS);
  return { year: next.getUTCFullYear(), month: next.getUTCMonth() + 1, day: next.getUTCDate() };
}

/** Minutes since midnight of "HH:MM". */
export function minutesOf(time: ClockTime | string): number {
  const [hours, minutes] = time.split(":").map(Number);
  return (hours ?? 0) * 60 + (minutes ?? 0);
}

/**
 * The instant at which a clock in `timeZone` shows `time` on `day`. When the clock shows it twice (the hour repeated
 * as summer time ends) the first; when never (the hour skipped as it starts) the instant as far past the skip as
 * the time was into it, so 01:30 on a day London skips 01:00-02:00 is 02:30. This is what Temporal calls
 * 'compatible'.
 */
export function instantOfWallTime(day: CalendarDay, time: ClockTime | string, timeZone: string): Date {
  const asUtc = Date.UTC(day.year, day.month - 1, day.day) + minutesOf(time) * MINUTE_MS;
  // No zone changes its offset twice within two days: the offsets a day either side are the only candidates.
  const before = offsetAt(asUtc - DAY_MS, timeZone);
  const after = offsetAt(asUtc + DAY_MS, timeZone);
  const candidates = [asUtc - before, asUtc - after].filter((at) => offsetAt(at, timeZone) === asUtc - at);
  if (candidates.length > 0) return new Date(Math.min(...candidates));
  return new Date(asUtc - before);
}

/**
 * Whether the runtime knows `name` as an IANA time zone ("Europe/London", "America/Argentina/Buenos_Aires", "UTC").
 * Offsets and abbreviations ("+01:00", "EST") are refused: they do not follow a place's summer time.
 */
export function isIanaTimeZone(name: string): boolean {
  if (name !== "UTC" && !/^[A-Za-z][A-Za-z_-]*(\/[A-Za-z0-9_+-]+){1,2}$/.test(name)) return false;
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/** The zone this browser (or server) runs in, as Intl reports it. */
export const runtimeTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** Every zone the runtime knows, for a picker; falls back to a few when Intl cannot list them. */
export function knownTimeZones(): string[] {
  const listed = typeof Intl.supportedValuesOf === "function" ? Intl.supportedValuesOf("timeZone") : [];
  return listed.length > 0 ? listed : ["UTC", "Europe/London", "America/New_York", "Asia/Tokyo"];
}
