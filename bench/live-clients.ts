/**
 * Members' live connections held by client processes of their own (bench/live-clients-process.ts), for the fan-out
 * and topology scenarios. Two reasons: a process may hold only so many sockets (`ulimit -n`), and the sockets'
 * garbage must not land in the process that times the publishes. Held in the bench's own process, 10,000 sockets
 * left about 10 MB per publish; every seventh publish or so then waited for a full collection of their heap, for
 * the app and the baselines alike, and those waits, not the servers, made the p99.
 */
import { performance } from "node:perf_hooks";
import { forkBenchProcess } from "./bench-support.js";

/** What bench/live-clients-process.ts is told. */
export type ToClients =
  | {
      type: "connect";
      url: string;
      origin: string;
      /** How many sockets this process opens. */
      count: number;
      /** Each socket's session, sent as its cookie; none for a baseline server. */
      tokens?: string[];
      /** A Socket.IO client instead of a plain WebSocket one. */
      socketIo?: boolean;
    }
  | { type: "expect" }
  | { type: "cpu" }
  | { type: "close" };

/** What it answers. */
export type FromClients =
  | { type: "ready" }
  | { type: "connected"; upstreams: string[]; retries: number; seconds: number }
  | { type: "failed"; message: string }
  | { type: "expecting" }
  | { type: "received"; at: number; lost: number; missed: number; message?: string }
  | { type: "cpu"; seconds: number };

export interface ConnectOptions {
  url: string;
  origin: string;
  count: number;
  tokens?: string[];
  socketIo?: boolean;
}

export interface Delivery {
  /** When the publish was sent, in ms since the epoch. */
  sentAt: number;
  /** Request sent -> the last open socket's receipt, in ms. */
  latency: number;
  /** Request sent -> the publish's answer, in ms. */
  answered: number;
  /** Sockets closed since they connected, over every process. */
  lost: number;
  /** Open sockets that had not received the message 20 s after the publish. */
  missed: number;
  /** The message as a socket received it (undefined when none did). */
  message?: string;
}

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
/** Milliseconds since the epoch, below the millisecond: comparable between processes on one machine. */
export const now = () => performance.timeOrigin + performance.now();

export class LiveClients {
  private constructor(private readonly processes: ReturnType<typeof forkBenchProcess<FromClients>>[]) {}

  /** Starts `processes` client processes, ready to connect. */
  static async start(processes: number): Promise<LiveClients> {
    const started = Array.from({ length: processes }, () =>
      forkBenchProcess<FromClients>("bench/live-clients-process.ts"),
    );
    await Promise.all(started.map((client) => client.next("ready")));
    return new LiveClients(started);
  }

  get size(): number {
    return this.processes.length;
  }

  private send(k: number, message: ToClients): void {
    this.processes[k]?.child.send(message);
  }

  /**
   * Opens `count` sockets spread evenly over the processes (the i-th with `tokens[i]`); answers each socket's
   * `X-Upstream` in order, the handshakes tried again, and the seconds it took.
   */
  async connect(options: ConnectOptions): Promise<{ upstreams: string[]; retries: number; seconds: number }> {
    const started = performance.now();
    const share = Math.ceil(options.count / this.processes.length);
    const results = await Promise.all(
      this.processes.map(async (client, k) => {
        const from = k * share;
        const to = Math.min(options.count, from + share);
        const answer = Promise.race([client.next("connected"), client.next("failed")]);
        this.send(k, {
          type: "connect",
          url: options.url,
          origin: options.origin,
          count: Math.max(0, to - from),
          tokens: options.tokens?.slice(from, to),
          socketIo: options.socketIo,
        });
        const result = await answer;
        if (result.type === "failed") throw new Error(`a client process could not connect: ${result.message}`);
        return result;
      }),
    );
    return {
      upstreams: results.flatMap((result) => result.upstreams),
      retries: sum(results.map((result) => result.retries)),
      seconds: (performance.now() - started) / 1000,
    };
  }

  /** Runs `publish` once every process waits for the next message; times it to the last open socket's receipt. */
  async deliver(publish: () => Promise<void>): Promise<Delivery> {
    // Listened for first: a process with no socket open answers at once.
    const received = Promise.all(this.processes.map((client) => client.next("received")));
    await Promise.all(
      this.processes.map((client, k) => {
        const ready = client.next("expecting");
        this.send(k, { type: "expect" });
        return ready;
      }),
    );
    const sentAt = now();
    await publish();
    const answered = now() - sentAt;
    const receipts = await received;
    return {
      sentAt,
      latency: Math.max(...receipts.map((receipt) => receipt.at)) - sentAt,
      answered,
      lost: sum(receipts.map((receipt) => receipt.lost)),
      missed: sum(receipts.map((receipt) => receipt.missed)),
      message: receipts.find((receipt) => receipt.message !== undefined)?.message,
    };
  }

  /** CPU seconds the client processes have used so far. */
  async cpuSeconds(): Promise<number> {
    const answers = await Promise.all(
      this.processes.map((client, k) => {
        const answer = client.next("cpu");
        this.send(k, { type: "cpu" });
        return answer;
      }),
    );
    return sum(answers.map((answer) => answer.seconds));
  }

  /** Closes every socket and ends the processes. */
  async close(): Promise<void> {
    await Promise.all(
      this.processes.map(async (client, k) => {
        if (!client.child.connected) return;
        const exited = new Promise((resolve) => client.child.once("exit", resolve));
        this.send(k, { type: "close" });
        await exited;
      }),
    );
  }
}
