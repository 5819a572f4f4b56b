import type { WebSocket } from "ws";
import { FakeStreamConnection, FakeStreamServer } from "./fake-stream-server.js";

/** Binance counts every message a client sends, pongs included, and closes the connection past 5 a second. */
const MESSAGES_PER_SECOND = 5;

interface ControlRequest {
  method?: unknown;
  params?: unknown;
  id?: unknown;
}

/**
 * One client of Binance's public market streams, as the spot docs describe them: the combined streams named in
 * `/stream?streams=a/b`, then SUBSCRIBE, UNSUBSCRIBE and LIST_SUBSCRIPTIONS requests answered `{result, id}`.
 */
export class FakeBinanceConnection extends FakeStreamConnection {
  readonly streams = new Set<string>();
  private sentAt: number[] = [];

  constructor(socket: WebSocket, url: URL) {
    super(socket, url);
    for (const stream of (url.searchParams.get("streams") ?? "").split("/").filter(Boolean)) this.streams.add(stream);
    socket.on("message", (data: Buffer) => this.request(data.toString()));
    socket.on("pong", () => this.count());
  }

  private request(text: string): void {
    this.count();
    let request: ControlRequest;
    try {
      request = JSON.parse(text) as ControlRequest;
    } catch {
      return this.send({ code: 3, msg: "Invalid JSON: expected value at line 1 column 1" });
    }
    const params = Array.isArray(request.params) ? request.params.map(String) : [];
    const id = request.id ?? null;
    if (request.method === "SUBSCRIBE") params.forEach((stream) => this.streams.add(stream));
    else if (request.method === "UNSUBSCRIBE") params.forEach((stream) => this.streams.delete(stream));
    else if (request.method === "LIST_SUBSCRIPTIONS") return this.send({ result: [...this.streams], id });
    else {
      const method = JSON.stringify(request.method);
      return this.send({ error: { code: 2, msg: `Invalid request: unknown variant ${method}` }, id });
    }
    this.send({ result: null, id });
    this.record(request);
  }

  private count(): void {
    const now = performance.now();
    this.sentAt = [...this.sentAt.filter((at) => now - at < 1000), now];
    if (this.sentAt.length > MESSAGES_PER_SECOND) this.close(1008, "Too many requests");
  }
}

/** Binance's stream host on 127.0.0.1: pushes bookTicker updates to the connections subscribed to them. */
export class FakeBinance extends FakeStreamServer<FakeBinanceConnection> {
  private updateId = 400900217;

  constructor() {
    super((socket, url) => new FakeBinanceConnection(socket, url));
  }

  static start(): Promise<FakeBinance> {
    return new FakeBinance().listen();
  }

  /** A best bid/ask change for `symbol` (`BNBUSDT`), payload as the docs show it, prices as decimal strings. */
  bookTicker(symbol: string, bid: string, ask: string): void {
    const stream = `${symbol.toLowerCase()}@bookTicker`;
    const data = { u: this.updateId++, s: symbol, b: bid, B: "31.21000000", a: ask, A: "40.66000000" };
    for (const connection of this.open()) if (connection.streams.has(stream)) connection.send({ stream, data });
  }
}
