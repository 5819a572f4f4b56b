/**
 * Members' live connections in a process of their own, driven over IPC by bench/live-clients.ts (which says why).
 * Each connects the members it is given, then tells when the last of its sockets received a new position.
 */
import { performance } from "node:perf_hooks";
import { connectInBatches, connectSocketIo, connectWs, type Subscriber } from "./bench-support.js";
import { now, type FromClients, type ToClients } from "./live-clients.js";

const tell = (message: FromClients) => process.send?.(message);

const CONNECT_ATTEMPTS = 5;

let subscribers: Subscriber[] = [];
/** Handshakes tried again. */
let retries = 0;
/** The sockets still open, and those yet to receive the position being published. */
const open = new Set<Subscriber>();
let pending = new Set<Subscriber>();
/** Sockets closed since they connected. */
let lost = 0;
let closing = false;
/** When the last socket received the position being published. */
let lastAt = 0;
/** The position's message as the first socket received it (the baselines send these bytes). */
let received: string | undefined;
let deadline: NodeJS.Timeout | undefined;
const RECEIPT_DEADLINE_MS = 20_000;

process.on("message", (message: ToClients) => {
  if (message.type === "connect") {
    const started = performance.now();
    const { tokens, origin } = message;
    const connect = message.socketIo
      ? connectSocketIo(message.url)
      : connectWs(message.url, (i): Record<string, string> =>
          tokens ? { cookie: `session=${tokens[i]}`, origin } : {},
        );
    // On a loaded machine a few of thousands of handshakes fail; each is tried again, a few times.
    const withRetries = async (i: number): Promise<Subscriber> => {
      for (let attempt = 1; ; attempt += 1) {
        try {
          return await connect(i);
        } catch (error) {
          retries += 1;
          if (attempt >= CONNECT_ATTEMPTS) throw error;
          await new Promise((resolve) => setTimeout(resolve, 200 * attempt));
        }
      }
    };
    void connectInBatches(message.count, withRetries).then(
      (connected) => {
        subscribers = connected;
        for (const subscriber of subscribers) {
          open.add(subscriber);
          subscriber.onMessage((data) => {
            if (!pending.has(subscriber)) return;
            const text = data.toString();
            if (!text.includes('"position_added"')) return;
            pending.delete(subscriber);
            lastAt = now();
            received ??= text;
            if (pending.size === 0) tell({ type: "received", at: lastAt, lost, missed: 0, message: received });
          });
          // A socket the server or a proxy closed is counted as lost and no longer waited for.
          subscriber.onClose(() => {
            if (closing) return;
            open.delete(subscriber);
            lost += 1;
            if (pending.delete(subscriber) && pending.size === 0) {
              tell({ type: "received", at: lastAt, lost, missed: 0, message: received });
            }
          });
        }
        tell({
          type: "connected",
          upstreams: subscribers.map((s) => s.upstream ?? ""),
          retries,
          seconds: (performance.now() - started) / 1000,
        });
      },
      (error: unknown) => tell({ type: "failed", message: String(error) }),
    );
  } else if (message.type === "expect") {
    pending = new Set(open);
    received = undefined;
    // A socket still open that never receives the position is reported as missed rather than waited for forever.
    clearTimeout(deadline);
    deadline = setTimeout(() => {
      if (pending.size === 0) return;
      const missed = pending.size;
      pending = new Set();
      tell({ type: "received", at: lastAt, lost, missed, message: received });
    }, RECEIPT_DEADLINE_MS);
    tell({ type: "expecting" });
    if (pending.size === 0) tell({ type: "received", at: lastAt, lost, missed: 0, message: received });
  } else if (message.type === "cpu") {
    const used = process.cpuUsage();
    tell({ type: "cpu", seconds: (used.user + used.system) / 1e6 });
  } else {
    closing = true;
    void Promise.all(subscribers.map((s) => s.close())).then(() => process.exit(0));
  }
});
process.on("disconnect", () => process.exit(0));
tell({ type: "ready" });
