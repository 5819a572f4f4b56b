import type { WebSocket } from "ws";
import { FakeStreamConnection, FakeStreamServer } from "./fake-stream-server.js";

interface TradeRequest {
  type?: unknown;
  symbol?: unknown;
}

/** One client of Finnhub's trades WebSocket: `{"type":"subscribe","symbol":…}` and unsubscribe, up to the plan's limit. */
export class FakeFinnhubConnection extends FakeStreamConnection {
  readonly symbols: string[] = [];

  constructor(socket: WebSocket, url: URL, symbolLimit: number) {
    super(socket, url);
    socket.on("message", (data: Buffer) => {
      const request = JSON.parse(data.toString()) as TradeRequest;
      this.record(request);
      const symbol = String(request.symbol);
      const subscribedAt = this.symbols.indexOf(symbol);
      if (request.type === "unsubscribe" && subscribedAt >= 0) this.symbols.splice(subscribedAt, 1);
      if (request.type !== "subscribe" || this.symbols.includes(symbol)) return;
      if (this.symbols.length >= symbolLimit) this.send({ type: "error", msg: "Subscribing to too many symbols" });
      else this.symbols.push(symbol);
    });
  }

  get token(): string | null {
    return this.url.searchParams.get("token");
  }
}

/**
 * Finnhub's WebSocket on 127.0.0.1: the key in `?token=` (another is refused with 401), one open connection per key
 * (a second drops both, as Finnhub does), trade messages to subscribers, `{"type":"ping"}` heartbeats.
 */
export class FakeFinnhub extends FakeStreamServer<FakeFinnhubConnection> {
  constructor(apiKey: string, symbolLimit: number) {
    super(
      (socket, url) => {
        const connection = new FakeFinnhubConnection(socket, url, symbolLimit);
        const holders = this.open().filter((open) => open.token === connection.token && open.socket.readyState === 1);
        if (holders.length > 0) [...holders, connection].forEach((open) => open.drop());
        return connection;
      },
      (url) => (url.searchParams.get("token") === apiKey ? undefined : { status: 401, statusText: "Unauthorized" }),
    );
  }

  static start({ apiKey, symbolLimit = 50 }: { apiKey: string; symbolLimit?: number }): Promise<FakeFinnhub> {
    return new FakeFinnhub(apiKey, symbolLimit).listen();
  }

  /** A last-price update as Finnhub sends forex and CFDs (volume 0), to the connections subscribed to `symbol`. */
  trade(symbol: string, price: number, time: number): void {
    for (const connection of this.open()) {
      if (connection.symbols.includes(symbol))
        connection.send({ type: "trade", data: [{ s: symbol, p: price, t: time, v: 0 }] });
    }
  }

  ping(): void {
    for (const connection of this.open()) connection.send({ type: "ping" });
  }
}
