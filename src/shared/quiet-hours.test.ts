import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isQuietAt, quietStretchAt, type QuietHours } from "./quiet-hours.js";
import { instantOfWallTime, isIanaTimeZone } from "./time-zones.js";

const night: QuietHours = { enabled: true, start: "22:00", end: "07:00" };
const at = (iso: string) => new Date(iso);
const stretch = (quiet: QuietHours, zone: string, iso: string) => {
  const found = quietStretchAt(quiet, zone, at(iso));
  return found && { start: found.start.toISOString(), end: found.end.toISOString() };
};

describe("quiet hours across midnight", () => {
  it("run from the evening to the next morning on the member's clock, end excluded", () => {
    expect(stretch(night, "Europe/London", "2026-01-15T23:30:00Z")).toEqual({
      start: "2026-01-15T22:00:00.000Z",
      end: "2026-01-16T07:00:00.000Z",
    });
    expect(isQuietAt(night, "Europe/London", at("2026-01-16T06:59:59Z"))).toBe(true);
    expect(isQuietAt(night, "Europe/London", at("2026-01-16T07:00:00Z"))).toBe(false);
    expect(isQuietAt(night, "Europe/London", at("2026-01-15T21:59:59Z"))).toBe(false);
    expect(isQuietAt(night, "Europe/London", at("2026-01-15T22:00:00Z"))).toBe(true);
  });

  it("follow the member's zone, not the server's", () => {
    // 23:30 in London is 18:30 in New York and 08:30 next morning in Tokyo.
    const now = at("2026-01-15T23:30:00Z");
    expect(isQuietAt(night, "Europe/London", now)).toBe(true);
    expect(isQuietAt(night, "America/New_York", now)).toBe(false);
    expect(isQuietAt(night, "Asia/Tokyo", now)).toBe(false);
    expect(isQuietAt(night, "Asia/Tokyo", at("2026-01-15T14:00:00Z"))).toBe(true);
  });

  it("may lie within one day", () => {
    const office: QuietHours = { enabled: true, start: "09:00", end: "17:00" };
    expect(stretch(office, "Asia/Tokyo", "2026-06-01T03:00:00Z")).toEqual({
      start: "2026-06-01T00:00:00.000Z",
      end: "2026-06-01T08:00:00.000Z",
    });
    expect(isQuietAt(office, "Asia/Tokyo", at("2026-06-01T08:00:00Z"))).toBe(false);
  });

  it("are off when disabled, without a time zone, or starting and ending at once", () => {
    const now = at("2026-01-15T23:30:00Z");
    expect(isQuietAt({ ...night, enabled: false }, "Europe/London", now)).toBe(false);
    expect(isQuietAt(night, null, now)).toBe(false);
    expect(isQuietAt({ enabled: true, start: "22:00", end: "22:00" }, "Europe/London", now)).toBe(false);
  });
});

describe("quiet hours across a change of summer time", () => {
  it("Europe/London, last Sunday of March: the night is an hour shorter and ends at 07:00 BST", () => {
    expect(stretch(night, "Europe/London", "2026-03-29T03:00:00Z")).toEqual({
      start: "2026-03-28T22:00:00.000Z",
      end: "2026-03-29T06:00:00.000Z",
    });
    expect(isQuietAt(night, "Europe/London", at("2026-03-29T05:59:00Z"))).toBe(true);
    expect(isQuietAt(night, "Europe/London", at("2026-03-29T06:30:00Z"))).toBe(false);
  });

  it("Europe/London, last Sunday of October: the night is an hour longer and ends at 07:00 GMT", () => {
    expect(stretch(night, "Europe/London", "2026-10-25T06:30:00Z")).toEqual({
      start: "2026-10-24T21:00:00.000Z",
      end: "2026-10-25T07:00:00.000Z",
    });
  });

  it("a start in the skipped hour begins as far past the skip as it was into it", () => {
    const early: QuietHours = { enabled: true, start: "01:30", end: "06:00" };
    // London skips 01:00-02:00 on 29 March: 01:30 reads as 02:30 BST (01:30 UTC).
    expect(stretch(early, "Europe/London", "2026-03-29T02:00:00Z")).toEqual({
      start: "2026-03-29T01:30:00.000Z",
      end: "2026-03-29T05:00:00.000Z",
    });
    expect(isQuietAt(early, "Europe/London", at("2026-03-29T01:15:00Z"))).toBe(false);
  });

  it("an end in the repeated hour comes the first time the clock shows it, and quiet hours do not start again", () => {
    const late: QuietHours = { enabled: true, start: "22:00", end: "01:30" };
    // London repeats 01:00-02:00 on 25 October: the first 01:30 is BST (00:30 UTC).
    expect(stretch(late, "Europe/London", "2026-10-25T00:15:00Z")).toEqual({
      start: "2026-10-24T21:00:00.000Z",
      end: "2026-10-25T00:30:00.000Z",
    });
    expect(isQuietAt(late, "Europe/London", at("2026-10-25T00:45:00Z"))).toBe(false);
    // 01:15 GMT: the clock reads 01:15 a second time, after the end.
    expect(isQuietAt(late, "Europe/London", at("2026-10-25T01:15:00Z"))).toBe(false);
  });

  it("America/New_York, both changes", () => {
    const quiet: QuietHours = { enabled: true, start: "23:00", end: "06:00" };
    expect(stretch(quiet, "America/New_York", "2026-03-08T09:30:00Z")).toEqual({
      start: "2026-03-08T04:00:00.000Z",
      end: "2026-03-08T10:00:00.000Z",
    });
    expect(stretch(quiet, "America/New_York", "2026-11-01T10:30:00Z")).toEqual({
      start: "2026-11-01T03:00:00.000Z",
      end: "2026-11-01T11:00:00.000Z",
    });
    expect(isQuietAt(quiet, "America/New_York", at("2026-11-01T11:00:00Z"))).toBe(false);
  });
});

describe("wall-clock time in a zone", () => {
  it("is the first of a repeated time and past a skipped one", () => {
    const london = "Europe/London";
    expect(instantOfWallTime({ year: 2026, month: 10, day: 25 }, "01:30", london).toISOString()).toBe(
      "2026-10-25T00:30:00.000Z",
    );
    expect(instantOfWallTime({ year: 2026, month: 3, day: 29 }, "01:30", london).toISOString()).toBe(
      "2026-03-29T01:30:00.000Z",
    );
    expect(instantOfWallTime({ year: 2026, month: 7, day: 1 }, "12:00", "America/New_York").toISOString()).toBe(
      "2026-07-01T16:00:00.000Z",
    );
  });

  it("knows IANA names and refuses offsets, abbreviations and strangers", () => {
    for (const zone of ["Europe/London", "America/Argentina/Buenos_Aires", "UTC", "Asia/Kolkata", "Etc/GMT+5"]) {
      expect(isIanaTimeZone(zone)).toBe(true);
    }
    for (const zone of ["", "+01:00", "EST", "Mars/Olympus", "Europe/London; drop table", "europe"]) {
      expect(isIanaTimeZone(zone)).toBe(false);
    }
  });
});

const ZONES = ["Europe/London", "America/New_York", "Australia/Sydney", "Asia/Tokyo", "Australia/Lord_Howe", "UTC"];
const clockTime = fc
  .integer({ min: 0, max: 24 * 4 - 1 })
  .map(
    (quarter) => `${String(Math.floor(quarter / 4)).padStart(2, "0")}:${String((quarter % 4) * 15).padStart(2, "0")}`,
  );
const instant = fc
  .integer({ min: Date.parse("2026-01-01T00:00:00Z"), max: Date.parse("2027-01-01T00:00:00Z") })
  .map((ms) => new Date(ms));
const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3));
const wallMinutes = (date: Date, zone: string) => {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone: zone,
    hourCycle: "h23",
    hour: "numeric",
    minute: "numeric",
  })
    .formatToParts(date)
    .filter((part) => part.type !== "literal")
    .map((part) => Number(part.value));
  return (parts[0] ?? 0) * 60 + (parts[1] ?? 0);
};

describe("quiet hours, for any zone, schedule and instant", () => {
  it("last their length on the clock, give or take the hour summer time moves, and are one stretch throughout", () => {
    fc.assert(
      fc.property(fc.constantFrom(...ZONES), clockTime, clockTime, instant, (zone, start, end, now) => {
        fc.pre(start !== end);
        const quiet = { enabled: true, start, end };
        const found = quietStretchAt(quiet, zone, now);
        if (!found) return;
        expect(found.start.getTime()).toBeLessThanOrEqual(now.getTime());
        expect(now.getTime()).toBeLessThan(found.end.getTime());
        const length = (found.end.getTime() - found.start.getTime()) / 60_000;
        const onTheClock = (minutes(end) - minutes(start) + 24 * 60) % (24 * 60);
        expect(Math.abs(length - onTheClock)).toBeLessThanOrEqual(60);
        for (const inside of [found.start, new Date(found.end.getTime() - 1)]) {
          expect(quietStretchAt(quiet, zone, inside)).toEqual(found);
        }
      }),
      { numRuns: 400 },
    );
  });

  it("hold when the member's clock is well inside them and never when it is well outside", () => {
    fc.assert(
      fc.property(fc.constantFrom(...ZONES), clockTime, clockTime, instant, (zone, start, end, now) => {
        fc.pre(start !== end);
        const day = 24 * 60;
        const clock = wallMinutes(now, zone);
        const sinceStart = (clock - minutes(start) + day) % day;
        const length = (minutes(end) - minutes(start) + day) % day;
        // An hour's margin either side: summer time may move an edge by that much.
        if (sinceStart > 60 && sinceStart < length - 60)
          expect(isQuietAt({ enabled: true, start, end }, zone, now)).toBe(true);
        if (sinceStart > length + 60 && sinceStart < day - 60) {
          expect(isQuietAt({ enabled: true, start, end }, zone, now)).toBe(false);
        }
      }),
      { numRuns: 400 },
    );
  });
});
