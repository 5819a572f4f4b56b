import { setImmediate as nextTurn } from "node:timers/promises";
import type { WebSocket } from "ws";
import { describe, expect, it, vi } from "vitest";
import type { LiveQuote } from "../../../shared/live-prices.js";
import type { PositionEvent } from "../../../shared/ws-events.js";
import { LiveHub, type LiveClient } from "./live-hub.js";
import { PriceBook } from "./price-book.js";

/** The text of a framed message: a final text frame, its length in 7, 16 or 64 bits (RFC 6455, section 5.2). */
function textOf(frame: Buffer): string {
  expect(frame[0]).toBe(0x81);
  const length = frame[1] ?? 0;
  const start = length < 126 ? 2 : length === 126 ? 4 : 10;
  const text = frame.subarray(start);
  expect(text.length).toBe(
    length < 126 ? length : length === 126 ? frame.readUInt16BE(2) : Number(frame.readBigUInt64BE(2)),
  );
  return text.toString();
}

/** A connection that records what it was sent. */
function connection(userId: string, received: number[][], earlyAccess = false): LiveClient {
  const got: number[] = [];
  received.push(got);
  return {
    socket: {} as WebSocket,
    send: (frame) => got.push((JSON.parse(textOf(frame)) as { data: { id: number } }).data.id),
    userId,
    sessionId: `s-${userId}`,
    accessEndsAt: Infinity,
    earlyAccess,
    alive: true,
    heartbeatSlot: 0,
    resumed: null,
    held: null,
    unconfirmed: null,
    priceVersion: 0,
    priceSentAt: Number.NEGATIVE_INFINITY,
    priceDeferred: false,
  };
}

const quote = (asset: string, bid: number): LiveQuote => ({
  asset,
  assetClass: "forex",
  bid,
  ask: bid + 0.0001,
  last: null,
  at: "2026-11-25T12:00:00.000Z",
});

/** The tracker's next batch into the book: these quotes, every one of them released unless `released` says which. */
function added(book: PriceBook, quotes: LiveQuote[], released = quotes): PriceBook {
  book.add({ quotes, released });
  return book;
}

/** A price message's quotes as "asset bid". */
const quotesOf = (text: string) =>
  (JSON.parse(text) as { data: { quotes: LiveQuote[] } }).data.quotes.map((q) => `${q.asset} ${q.bid}`);

/** Members' connections that keep the quotes of each price message they are sent, by member. */
function priceListeners() {
  const got = new Map<string, string[][]>();
  const member = (userId: string): LiveClient => {
    got.set(userId, []);
    return { ...connection(userId, []), send: (frame) => got.get(userId)?.push(quotesOf(textOf(frame))) };
  };
  return { got, member };
}

const event = (id: number) =>
  ({ type: "position_updated", data: { id, position: { id: "p" }, message: "m" } }) as unknown as PositionEvent;

describe("the live hub", () => {
  it("sends an embargoed position's events to early access alone, and its release to the others alone", async () => {
    const hub = new LiveHub(() => Date.now());
    const pro: number[][] = [];
    const trial: number[][] = [];
    hub.add(connection("pro", pro, true));
    hub.add(connection("trial", trial, false));
    hub.broadcast({ ...event(1), audience: "early" });
    hub.broadcast({ ...event(2), audience: "late" });
    hub.broadcast(event(3));
    await nextTurn();
    expect(pro).toEqual([[1, 3]]);
    expect(trial).toEqual([[2, 3]]);
    hub.setEarlyAccess("trial", true);
    hub.broadcast({ ...event(4), audience: "early" });
    await nextTurn();
    expect(trial).toEqual([[2, 3, 4]]);
  });

  it("sends the prices of an instrument only an embargoed position holds to early access alone", async () => {
    // A second apart, as the hub paces price messages (the next test).
    let now = 0;
    const hub = new LiveHub(() => now);
    const prices: Record<"pro" | "trial", string[]> = { pro: [], trial: [] };
    for (const [userId, early] of [
      ["pro", true],
      ["trial", false],
    ] as const) {
      hub.add({ ...connection(`${userId}-prices`, [], early), send: (frame) => prices[userId].push(textOf(frame)) });
    }
    const book = new PriceBook();
    hub.broadcastTransient(added(book, [quote("GBP/USD", 1.27), quote("EUR/USD", 1.08)], []));
    await nextTurn();
    now = 1000;
    hub.broadcastTransient(added(book, [quote("GBP/USD", 1.28), quote("EUR/USD", 1.09)], [quote("EUR/USD", 1.09)]));
    await nextTurn();
    expect(prices.pro.map(quotesOf)).toEqual([
      ["GBP/USD 1.27", "EUR/USD 1.08"],
      ["GBP/USD 1.28", "EUR/USD 1.09"],
    ]);
    expect(prices.trial.map(quotesOf)).toEqual([["EUR/USD 1.09"]]);
  });

  it("writes a message to thousands of members in slices, the event loop free between them, each in order, once", async () => {
    const hub = new LiveHub(() => Date.now());
    const received: number[][] = [];
    for (let i = 0; i < 2_000; i += 1) hub.add(connection(`u${i}`, received));

    hub.broadcast(event(1));
    hub.broadcast(event(2));
    // The first slice goes at once; the rest waits for the loop's next turns.
    expect(received.filter((got) => got.length > 0).length).toBeLessThan(2_000);
    // A member who connects meanwhile gets what was still on its way, in order.
    hub.add(connection("late", received));
    for (let turn = 0; turn < 20 && received.some((got) => got.length < 2); turn += 1) await nextTurn();

    expect(new Set(received.map((got) => got.join(",")))).toEqual(new Set(["1,2"]));
    expect(received).toHaveLength(2_001);
  });

  it("tells when every message sent so far has been written to every connection, a price sent later not holding it up", async () => {
    const hub = new LiveHub(() => Date.now());
    const received: number[][] = [];
    for (let i = 0; i < 2_000; i += 1) hub.add(connection(`u${i}`, received));
    await hub.written();

    hub.broadcast(event(1));
    hub.broadcast(event(2));
    let everyoneHadBoth = false;
    const written = hub.written().then(() => {
      // (A price has no id: what each got besides it.)
      everyoneHadBoth = received.every((got) => got.filter((id) => id !== undefined).join(",") === "1,2");
    });
    hub.broadcastTransient(added(new PriceBook(), [quote("EUR/USD", 1.08)]));
    expect(received.filter((got) => got.includes(2)).length).toBeLessThan(2_000);
    await written;
    expect(everyoneHadBoth).toBe(true);
  });

  it("sends only the newest of the prices that waited, ahead of the events still being written", async () => {
    const hub = new LiveHub(() => Date.now());
    const frames: string[][] = [];
    for (let i = 0; i < 1_500; i += 1) {
      const got: string[] = [];
      frames.push(got);
      hub.add({
        ...connection(`u${i}`, []),
        send: (frame) => got.push(textOf(frame)),
      });
    }
    hub.broadcast(event(1));
    hub.broadcast(event(2));
    const book = new PriceBook();
    hub.broadcastTransient(added(book, [quote("EUR/USD", 1.08)]));
    hub.broadcastTransient(added(book, [quote("EUR/USD", 1.09)]));
    for (let turn = 0; turn < 20 && frames.some((got) => got.length < 3); turn += 1) await nextTurn();

    const kinds = (got: string[]) =>
      got.map((frame) => {
        const { type, data } = JSON.parse(frame) as { type: string; data: { id?: number } };
        return type === "prices" ? `prices ${quotesOf(frame).join()}` : `event ${data.id}`;
      });
    // The first slice of event 1 went at once; the price went next, before the rest of event 1 and event 2.
    expect(kinds(frames[0] ?? [])).toEqual(["event 1", "prices EUR/USD 1.09", "event 2"]);
    expect(kinds(frames[1_499] ?? [])).toEqual(["prices EUR/USD 1.09", "event 1", "event 2"]);
  });

  it("never writes a member two price messages less than a second apart, and sends the newest once the second is up", () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    try {
      let now = 0;
      const hub = new LiveHub(() => now);
      const got: { at: number; quotes: string[] }[] = [];
      hub.add({ ...connection("member", []), send: (frame) => got.push({ at: now, quotes: quotesOf(textOf(frame)) }) });
      const book = new PriceBook();
      hub.broadcastTransient(added(book, [quote("EUR/USD", 1.08)]));
      // Batches come four times a second; in between, other instruments change, and this one again.
      now = 250;
      hub.broadcastTransient(added(book, [quote("GBP/USD", 1.27)]));
      now = 500;
      hub.broadcastTransient(added(book, [quote("EUR/USD", 1.09)]));
      now = 750;
      hub.broadcastTransient(added(book, [quote("USD/JPY", 150.1), quote("EUR/USD", 1.1)]));
      expect(got).toEqual([{ at: 0, quotes: ["EUR/USD 1.08"] }]);

      // Its second is up: every instrument that changed since its last message, each at its newest.
      now = 1000;
      vi.advanceTimersByTime(1000);
      expect(got).toEqual([
        { at: 0, quotes: ["EUR/USD 1.08"] },
        { at: 1000, quotes: ["EUR/USD 1.1", "GBP/USD 1.27", "USD/JPY 150.1"] },
      ]);
      // Nothing newer came: nothing more is sent.
      now = 2500;
      vi.advanceTimersByTime(1500);
      expect(got).toHaveLength(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it("sends a member whose second is up the prices of that moment, and what they bring to the others", () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    try {
      let now = 0;
      const hub = new LiveHub(() => now);
      const { got, member } = priceListeners();
      // What the tracker has heard since its last batch, taken when asked.
      let heard: LiveQuote[] = [];
      const book = new PriceBook(() => {
        const quotes = heard;
        heard = [];
        return quotes.length > 0 ? { quotes, released: quotes } : null;
      });
      hub.add(member("waiting"));
      hub.broadcastTransient(added(book, [quote("EUR/USD", 1.08)]));
      now = 500;
      hub.broadcastTransient(added(book, [quote("GBP/USD", 1.27)]));
      // Connected after both batches: nothing of them is sent to it.
      now = 600;
      hub.add(member("idle"));
      now = 990;
      heard = [quote("EUR/USD", 1.09)];

      // Its second is up (the round gathers for 20 ms past it).
      now = 1020;
      vi.advanceTimersByTime(520);
      expect(Object.fromEntries(got)).toEqual({
        waiting: [["EUR/USD 1.08"], ["EUR/USD 1.09", "GBP/USD 1.27"]],
        idle: [],
      });
      // No change came from the tracker meanwhile: what was taken reaches the others a quarter of a second later.
      now = 1270;
      vi.advanceTimersByTime(250);
      expect(got.get("idle")).toEqual([["EUR/USD 1.09"]]);
    } finally {
      vi.useRealTimers();
    }
  });

  it("sends a waiting member the newest price once, and nothing to one who left while waiting", () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    try {
      let now = 0;
      const hub = new LiveHub(() => now);
      const { got, member } = priceListeners();
      const leaving = member("leaving");
      hub.add(member("staying"));
      hub.add(leaving);
      const book = new PriceBook();
      const price = (bid: number) => hub.broadcastTransient(added(book, [quote("EUR/USD", bid)]));
      price(1.08);
      // Both wait for their second, twice over; one of them leaves meanwhile.
      now = 300;
      price(1.09);
      now = 600;
      price(1.1);
      hub.remove(leaving);
      now = 1000;
      vi.advanceTimersByTime(1000);
      expect(Object.fromEntries(got)).toEqual({
        staying: [["EUR/USD 1.08"], ["EUR/USD 1.1"]],
        leaving: [["EUR/USD 1.08"]],
      });

      // The list is used again the next second, for the member still here; one who connects now gets what changes
      // from now on.
      hub.add(member("new"));
      now = 1500;
      price(1.11);
      now = 2000;
      vi.advanceTimersByTime(1000);
      expect(Object.fromEntries(got)).toEqual({
        staying: [["EUR/USD 1.08"], ["EUR/USD 1.1"], ["EUR/USD 1.11"]],
        leaving: [["EUR/USD 1.08"]],
        new: [["EUR/USD 1.11"]],
      });
    } finally {
      vi.useRealTimers();
    }
  });

  it("keeps writing to the others when one socket throws", async () => {
    const hub = new LiveHub(() => Date.now());
    const received: number[][] = [];
    const broken = connection("broken", []);
    broken.send = () => {
      throw new Error("closing");
    };
    hub.add(broken);
    hub.add(connection("fine", received));
    hub.broadcast(event(1));
    hub.broadcast(event(2));
    await nextTurn();
    expect(received).toEqual([[1, 2]]);
  });
});
