/**
 * docs/prices.md#market-hours: when an instrument's market is open, so a quiet feed over a closed market is not taken
 * for a fault. Crypto never closes. Forex and commodities (metals, energy) close from Friday 22:00 UTC to Sunday
 * 22:00 UTC. Stocks and indices trade on weekdays in their exchange's regular session, in the exchange's own time
 * zone (so daylight saving moves the session in UTC); public holidays are not known and count as open.
 */
import type { AssetClass } from "./positions.js";
import { wallClockAt } from "./time-zones.js";

interface Session {
  timeZone: string;
  /** Minutes after local midnight. */
  opens: number;
  closes: number;
}

const NEW_YORK: Session = { timeZone: "America/New_York", opens: 9 * 60 + 30, closes: 16 * 60 };
/** Indices named for another exchange follow its session; the rest, and every stock, New York's. */
const INDEX_SESSIONS: [RegExp, Session][] = [
  [/GER|DAX|DE40|EU50|STOXX/i, { timeZone: "Europe/Berlin", opens: 9 * 60, closes: 17 * 60 + 30 }],
  [/UK100|FTSE/i, { timeZone: "Europe/London", opens: 8 * 60, closes: 16 * 60 + 30 }],
  [/JP225|NIKKEI|N225/i, { timeZone: "Asia/Tokyo", opens: 9 * 60, closes: 15 * 60 }],
];

function localTime(at: Date, timeZone: string): { day: number; minutes: number } {
  const clock = wallClockAt(at.getTime(), timeZone);
  const day = new Date(Date.UTC(clock.year, clock.month - 1, clock.day)).getUTCDay();
  return { day, minutes: clock.hour * 60 + clock.minute };
}

/** Friday 22:00 UTC to Sunday 22:00 UTC is the weekend of the round-the-clock markets. */
function inFxWeekend(at: Date): boolean {
  const day = at.getUTCDay();
  const hour = at.getUTCHours();
  return day === 6 || (day === 5 && hour >= 22) || (day === 0 && hour < 22);
}

export function isMarketOpen(instrument: { asset: string; assetClass: AssetClass }, at: Date): boolean {
  switch (instrument.assetClass) {
    case "crypto":
      return true;
    case "forex":
    case "commodities":
      return !inFxWeekend(at);
    case "stocks":
    case "indices": {
      const session =
        instrument.assetClass === "indices"
          ? (INDEX_SESSIONS.find(([pattern]) => pattern.test(instrument.asset))?.[1] ?? NEW_YORK)
          : NEW_YORK;
      const { day, minutes } = localTime(at, session.timeZone);
      return day >= 1 && day <= 5 && minutes >= session.opens && minutes < session.closes;
    }
  }
}
