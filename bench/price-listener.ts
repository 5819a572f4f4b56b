/**
 * A member's socket in the prices scenario (bench/scenarios/prices.ts): what it saw while the market moved, in the
 * bench's process or in a quiet one of its own (bench/price-listeners-process.ts).
 */
import WebSocket from "ws";
import type { LiveQuote } from "../src/shared/live-prices.js";

const PRICES_PREFIX = Buffer.from('{"type":"prices"');

/** A message that is not prices, and when it arrived (ms since the epoch). */
export interface OtherMessage {
  at: number;
  text: string;
}

/** What one member's socket saw while the market moved. */
export interface Listener {
  /** Arrival times (ms since the epoch) of every price message. */
  arrivals: number[];
  /** For each price message this member parsed: when it arrived, and its arrival minus each quote's market time. */
  parsed: { arrived: number; ages: number[] }[];
  /** Every other message (events), with its text only where the listener keeps them. */
  others: OtherMessage[];
  close(): Promise<void>;
}

export function listen(
  url: string,
  headers: Record<string, string>,
  parse: boolean,
  keepOthers = false,
): Promise<Listener> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url, { headers, perMessageDeflate: false });
    const listener: Listener = {
      arrivals: [],
      parsed: [],
      others: [],
      close: () =>
        new Promise((closed) => {
          socket.once("close", closed);
          socket.close();
        }),
    };
    socket.on("message", (data: Buffer) => {
      if (data.length < PRICES_PREFIX.length || !data.subarray(0, PRICES_PREFIX.length).equals(PRICES_PREFIX)) {
        listener.others.push({ at: Date.now(), text: keepOthers ? data.toString() : "" });
        return;
      }
      const now = Date.now();
      listener.arrivals.push(now);
      if (!parse) return;
      const { quotes } = (JSON.parse(data.toString()) as { data: { quotes: LiveQuote[] } }).data;
      listener.parsed.push({ arrived: now, ages: quotes.map((quote) => now - Date.parse(quote.at)) });
    });
    socket.once("message", () => resolve(listener));
    socket.once("unexpected-response", (_req, res) => reject(new Error(`upgrade refused: ${res.statusCode}`)));
    socket.once("error", reject);
  });
}

/** What a listener saw, without its socket: as the quiet process reports it. */
export type Seen = Omit<Listener, "close">;
