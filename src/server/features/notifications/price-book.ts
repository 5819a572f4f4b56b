import type { LiveQuote, PricesMessage } from "../../../shared/live-prices.js";
import type { QuoteBatch } from "../prices/quote-channel.js";
import type { TransientFeed } from "./live-hub.js";
import { textFrame, type WireFrame } from "./wire-frame.js";

const keyOf = (quote: LiveQuote) => `${quote.assetClass}:${quote.asset}`;

interface Entry {
  quote: LiveQuote;
  /** The batch that brought it. */
  version: number;
  /** A released position holds its instrument: members without early access may see it. */
  released: boolean;
}

/**
 * The newest quote of each instrument members are shown, and the batch that brought it (docs/prices.md#to-members,
 * docs/decisions/0046-prices-of-the-moment.md).
 * The tracker adds a batch of changed quotes four times a second; the live hub writes each connection one message a
 * second at most. Whenever a connection's second is up the book first takes what the tracker heard since its last
 * batch, and the message holds every quote newer than the last one the connection was sent: the prices of that
 * moment, and no change skipped for having come between two of its messages.
 */
export class PriceBook implements TransientFeed {
  version = 0;

  /** `take` answers the quotes changed since the last batch, at once (the quote channel's). */
  constructor(private readonly take: () => QuoteBatch | null = () => null) {}

  private readonly entries = new Map<string, Entry>();
  /**
   * The messages of this version, by the version a connection was last sent and its early access: connections whose
   * last message went out in the same round share one, framed once.
   */
  private readonly frames = new Map<number, WireFrame | null>();

  add({ quotes, released }: QuoteBatch): void {
    this.version += 1;
    this.frames.clear();
    const releasedKeys = new Set(released.map(keyOf));
    for (const quote of quotes) {
      const key = keyOf(quote);
      this.entries.set(key, { quote, version: this.version, released: releasedKeys.has(key) });
    }
  }

  refresh(): boolean {
    const batch = this.take();
    if (batch) this.add(batch);
    return batch !== null;
  }

  frameSince(since: number, earlyAccess: boolean): WireFrame | null {
    const key = since * 2 + (earlyAccess ? 1 : 0);
    let frame = this.frames.get(key);
    if (frame === undefined) {
      const quotes: LiveQuote[] = [];
      for (const entry of this.entries.values()) {
        if (entry.version > since && (earlyAccess || entry.released)) quotes.push(entry.quote);
      }
      const message: PricesMessage = { type: "prices", data: { quotes } };
      frame = quotes.length > 0 ? textFrame(JSON.stringify(message)) : null;
      this.frames.set(key, frame);
    }
    return frame;
  }
}
