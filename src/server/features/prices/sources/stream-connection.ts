import type { IncomingHttpHeaders } from "node:http";
import WebSocket from "ws";
import type { Logger } from "../../../lib/logger.js";
import type { SourceStatus } from "../price-source.js";

/** How a provider's connection is kept: every wait in milliseconds (docs/prices.md gives the defaults). */
export interface StreamTiming {
  /** The first wait after a failure; it doubles with each failure in a row, up to `maxBackoffMs`. */
  minBackoffMs: number;
  maxBackoffMs: number;
  /** The wait after the provider refuses for too many requests, unless it says how long (Retry-After). */
  rateLimitedMs: number;
  /** A connection that hears nothing (no message, no ping) for this long is presumed dead and replaced. */
  silenceMs: number;
  handshakeMs: number;
  /** Replaced quietly after this long, before the provider's own cut-off; never when undefined. */
  maxConnectionMs: number | undefined;
}

/** The provider's side of a connection: where to connect and what to do with it. */
export interface StreamProtocol {
  /** As an admin reads it in logs and in the reason of `down`: "Binance". */
  provider: string;
  /** Asked before every attempt, so a reconnect asks for what is watched now. */
  url(): string;
  /** The connection opened: (re)subscribe through `send`. */
  opened(): void;
  message(text: string): void;
  /** What an admin should do about a refused key (HTTP 401 or 403), naming the variable. */
  keyRefused?: string;
}

interface Refusal {
  status: number;
  retryAfterMs: number | undefined;
}

const RATE_LIMITED = new Set([418, 429]);
const KEY_REFUSED = new Set([401, 403]);
/** Binance closes a connection that sends more than it allows with 1008 "Too many requests". */
const POLICY_VIOLATION = 1008;

function retryAfterMs(headers: IncomingHttpHeaders): number | undefined {
  const seconds = Number(headers["retry-after"]);
  return Number.isFinite(seconds) && seconds > 0 ? seconds * 1000 : undefined;
}

const seconds = (ms: number): string => (ms < 1000 ? `${Math.round(ms)} ms` : `${Math.round(ms / 1000)} s`);

/**
 * One provider WebSocket, kept open: reconnects with a doubling wait after a failure, waits longer after a
 * refusal for too many requests, replaces a connection that has gone silent, and reports `live` and `down` (with
 * the reason) as they change. `ws` answers the provider's ping frames with pongs carrying the same payload
 * (its `autoPong`, on by default), which is what Binance requires.
 */
export class StreamConnection {
  private socket: WebSocket | undefined;
  private stopped = true;
  private failures = 0;
  private retryTimer: NodeJS.Timeout | undefined;
  private replaceSocket: ((why: string) => void) | undefined;
  private lastStatus = "";

  constructor(
    private readonly protocol: StreamProtocol,
    private readonly timing: StreamTiming,
    private readonly log: Logger,
    private readonly report: (status: SourceStatus) => void,
  ) {}

  get open(): boolean {
    return this.socket?.readyState === WebSocket.OPEN;
  }

  /** Connects; resolves once the first attempt has opened or failed (a failure is reported, never thrown). */
  start(): Promise<void> {
    if (!this.stopped) return Promise.resolve();
    this.stopped = false;
    return new Promise((resolve) => this.connect(resolve));
  }

  /** Closes the connection and clears every timer; resolves when the socket is closed. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.retryTimer);
    this.retryTimer = undefined;
    const socket = this.socket;
    if (!socket) return;
    await new Promise<void>((resolve) => {
      socket.once("close", () => resolve());
      socket.terminate();
    });
  }

  /** Sends one JSON message; false when there is no open connection (the next one subscribes afresh). */
  send(message: unknown): boolean {
    if (!this.socket || !this.open) return false;
    this.socket.send(JSON.stringify(message));
    return true;
  }

  /** Replaces the connection now without reporting `down`: the provider announced it is about to close it. */
  replace(why: string): void {
    this.replaceSocket?.(why);
  }

  private connect(settled?: () => void): void {
    const socket = new WebSocket(this.protocol.url(), { handshakeTimeout: this.timing.handshakeMs });
    this.socket = socket;
    let refusal: Refusal | undefined;
    let failure = "";
    let silentFor: number | undefined;
    let planned = false;
    let opened = false;
    let heard = false;
    let lastHeard = 0;
    let silenceTimer: NodeJS.Timeout | undefined;
    let rotateTimer: NodeJS.Timeout | undefined;

    const hear = (): void => {
      heard = true;
      lastHeard = performance.now();
    };
    const watchSilence = (): void => {
      const quietMs = performance.now() - lastHeard;
      if (quietMs < this.timing.silenceMs) {
        silenceTimer = setTimeout(watchSilence, this.timing.silenceMs - quietMs);
        return;
      }
      silentFor = quietMs;
      socket.terminate();
    };
    this.replaceSocket = (why) => {
      if (socket.readyState !== WebSocket.OPEN) return;
      this.log.info({ provider: this.protocol.provider, why }, "replacing the price connection");
      planned = true;
      socket.terminate();
    };

    socket.on("unexpected-response", (_request, response) => {
      refusal = { status: response.statusCode ?? 0, retryAfterMs: retryAfterMs(response.headers) };
      response.resume();
      socket.terminate();
    });
    socket.on("open", () => {
      opened = true;
      lastHeard = performance.now();
      silenceTimer = setTimeout(watchSilence, this.timing.silenceMs);
      const maxMs = this.timing.maxConnectionMs;
      if (maxMs !== undefined) rotateTimer = setTimeout(() => this.replace("the provider's connection limit"), maxMs);
      this.log.info({ provider: this.protocol.provider }, "price connection open");
      this.setStatus({ state: "live" });
      this.protocol.opened();
      settled?.();
    });
    socket.on("message", (data: WebSocket.RawData) => {
      if (this.stopped) return;
      hear();
      this.protocol.message(data.toString());
    });
    socket.on("ping", hear);
    socket.on("error", (error) => {
      failure = error.message;
    });
    socket.on("close", (code, reason) => {
      clearTimeout(silenceTimer);
      clearTimeout(rotateTimer);
      if (this.socket === socket) {
        this.socket = undefined;
        this.replaceSocket = undefined;
      }
      settled?.();
      if (this.stopped) return;
      if (heard) this.failures = 0;
      if (planned) {
        this.connect();
        return;
      }
      const closed = { code, reason: reason.toString(), opened, failure, silentFor };
      this.retry(this.whyDown(refusal, closed));
    });
  }

  private whyDown(
    refusal: Refusal | undefined,
    closed: { code: number; reason: string; opened: boolean; failure: string; silentFor: number | undefined },
  ): { why: string; waitMs: number } {
    const backoffMs = Math.min(this.timing.maxBackoffMs, this.timing.minBackoffMs * 2 ** this.failures++);
    if (refusal && RATE_LIMITED.has(refusal.status)) {
      const waitMs = Math.max(refusal.retryAfterMs ?? 0, this.timing.rateLimitedMs, backoffMs);
      return { why: `refused the connection: too many requests (HTTP ${refusal.status})`, waitMs };
    }
    if (refusal && KEY_REFUSED.has(refusal.status)) {
      const hint = this.protocol.keyRefused ? `: ${this.protocol.keyRefused}` : "";
      return { why: `refused the key (HTTP ${refusal.status})${hint}`, waitMs: this.timing.maxBackoffMs };
    }
    if (refusal) return { why: `refused the connection (HTTP ${refusal.status})`, waitMs: backoffMs };
    if (closed.code === POLICY_VIOLATION) {
      const why = `closed the connection for too many requests (${closed.reason || closed.code})`;
      return { why, waitMs: Math.max(this.timing.rateLimitedMs, backoffMs) };
    }
    if (closed.silentFor !== undefined)
      return { why: `sent nothing for ${seconds(closed.silentFor)}`, waitMs: backoffMs };
    if (closed.opened) {
      const detail = closed.reason ? `${closed.code} ${closed.reason}` : `${closed.code}`;
      return { why: `closed the connection (${detail})`, waitMs: backoffMs };
    }
    return { why: `could not be reached (${closed.failure || "no answer"})`, waitMs: backoffMs };
  }

  private retry({ why, waitMs }: { why: string; waitMs: number }): void {
    const reason = `${this.protocol.provider} ${why}; retrying in ${seconds(waitMs)}`;
    this.log.warn({ provider: this.protocol.provider, waitMs }, reason);
    this.setStatus({ state: "down", reason });
    this.retryTimer = setTimeout(() => {
      this.retryTimer = undefined;
      if (!this.stopped) this.connect();
    }, waitMs);
  }

  private setStatus(status: SourceStatus): void {
    const key = JSON.stringify(status);
    if (key === this.lastStatus) return;
    this.lastStatus = key;
    this.report(status);
  }
}
