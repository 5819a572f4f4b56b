import { createServer, type IncomingMessage, type Server } from "node:http";
import type { Duplex } from "node:stream";
import { WebSocket, WebSocketServer } from "ws";

/** Resolves the first time `test` passes, checked now and after each `changed()`. */
export class Waiters {
  private waiting: (() => boolean)[] = [];

  until<T>(test: () => T | undefined): Promise<T> {
    return new Promise((resolve) => {
      const check = (): boolean => {
        const found = test();
        if (found === undefined) return false;
        resolve(found);
        return true;
      };
      if (!check()) this.waiting.push(check);
    });
  }

  changed(): void {
    this.waiting = this.waiting.filter((check) => !check());
  }
}

/** One client connection as the fake provider sees it: what it asked for and said, and ways to fail it. */
export class FakeStreamConnection {
  readonly received: unknown[] = [];
  closed = false;
  private readonly waiters = new Waiters();

  constructor(
    readonly socket: WebSocket,
    readonly url: URL,
  ) {
    socket.on("close", () => {
      this.closed = true;
      this.waiters.changed();
    });
  }

  /** Handles one parsed message from the client: the provider's answer. */
  record(message: unknown): void {
    this.received.push(message);
    this.waiters.changed();
  }

  /** The first message received (now or later) that `test` accepts. */
  message<T>(test: (message: unknown) => T | undefined): Promise<T> {
    return this.waiters.until(() => this.received.map(test).find((found) => found !== undefined));
  }

  send(message: unknown): void {
    if (this.socket.readyState === WebSocket.OPEN) this.socket.send(JSON.stringify(message));
  }

  /** Sends a ping frame; resolves with the payload of the pong that answers it. */
  ping(payload: string): Promise<string> {
    return new Promise((resolve) => {
      this.socket.once("pong", (data) => resolve(data.toString()));
      this.socket.ping(payload);
    });
  }

  /** Cuts the connection without a closing handshake, as a network failure would. */
  drop(): void {
    this.socket.terminate();
  }

  close(code: number, reason: string): void {
    this.socket.close(code, reason);
  }

  whenClosed(): Promise<true> {
    return this.waiters.until(() => (this.closed ? true : undefined));
  }
}

export interface Refusal {
  status: number;
  statusText: string;
  headers?: Record<string, string>;
}

/**
 * A real WebSocket server on 127.0.0.1 for a provider's fake: accepts connections (or refuses the next ones with an
 * HTTP status, as a provider's rate limit does) and keeps every connection it accepted, in order.
 */
export class FakeStreamServer<C extends FakeStreamConnection> {
  readonly connections: C[] = [];
  readonly refusals: number[] = [];
  private readonly waiters = new Waiters();
  private readonly sockets = new WebSocketServer({ noServer: true });
  private refusing: Refusal[] = [];
  private http: Server | undefined;
  private port = 0;

  constructor(
    private readonly accept: (socket: WebSocket, url: URL) => C,
    /** A refusal the provider itself would answer this request with (a bad key), or undefined to accept. */
    private readonly check: (url: URL) => Refusal | undefined = () => undefined,
  ) {}

  async listen(): Promise<this> {
    const http = createServer((_request, response) => response.writeHead(426).end());
    http.on("upgrade", (request: IncomingMessage, socket: Duplex, head: Buffer) => this.upgrade(request, socket, head));
    await new Promise<void>((resolve) => http.listen(0, "127.0.0.1", resolve));
    const address = http.address();
    this.port = typeof address === "object" && address ? address.port : 0;
    this.http = http;
    return this;
  }

  get url(): string {
    return `ws://127.0.0.1:${this.port}`;
  }

  /** Answers the next `times` handshakes with this HTTP status instead of a WebSocket. */
  refuseNext(refusal: Refusal, times = 1): void {
    for (let i = 0; i < times; i++) this.refusing.push(refusal);
  }

  /** The `index`th connection accepted (0 = the first), when it has been. */
  connection(index: number): Promise<C> {
    return this.waiters.until(() => this.connections[index]);
  }

  /** Resolves once `count` handshakes have been refused. */
  refused(count: number): Promise<number> {
    return this.waiters.until(() => (this.refusals.length >= count ? this.refusals.length : undefined));
  }

  /** Clients still connected. */
  open(): C[] {
    return this.connections.filter((connection) => !connection.closed);
  }

  async close(): Promise<void> {
    for (const connection of this.connections) connection.drop();
    this.sockets.close();
    const http = this.http;
    if (!http) return;
    const closed = new Promise<void>((resolve) => http.close(() => resolve()));
    http.closeAllConnections();
    await closed;
  }

  private upgrade(request: IncomingMessage, socket: Duplex, head: Buffer): void {
    const url = new URL(request.url ?? "/", this.url);
    const refusal = this.refusing.shift() ?? this.check(url);
    if (refusal) return this.refuse(socket, refusal);
    this.sockets.handleUpgrade(request, socket, head, (client) => {
      const accepted = this.accept(client, url);
      this.connections.push(accepted);
      accepted.socket.on("close", () => this.waiters.changed());
      this.waiters.changed();
    });
  }

  private refuse(socket: Duplex, refusal: Refusal): void {
    const headers = Object.entries(refusal.headers ?? {}).map(([name, value]) => `${name}: ${value}\r\n`);
    socket.end(`HTTP/1.1 ${refusal.status} ${refusal.statusText}\r\n${headers.join("")}Content-Length: 0\r\n\r\n`);
    this.refusals.push(refusal.status);
    this.waiters.changed();
  }
}
