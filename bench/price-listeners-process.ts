/**
 * The prices scenario's sampled members, in a process of their own with few sockets (bench/scenarios/prices.ts): the
 * bench's own process holds thousands and reads them late, which brings two arrivals closer and ages each price by
 * its stalls. Driven over IPC: it connects the sockets it is given, and reports what they saw when asked.
 */
import { listen, type Listener, type Seen } from "./price-listener.js";

export type ToListeners =
  { type: "connect"; url: string; headers: Record<string, string>[] } | { type: "report" } | { type: "close" };
export type FromListeners = { type: "connected" } | { type: "report"; seen: Seen[] } | { type: "closed" };

const tell = (message: FromListeners) => process.send?.(message);
let listeners: Listener[] = [];

process.on("message", (message: ToListeners) => {
  if (message.type === "connect") {
    void Promise.all(message.headers.map((headers) => listen(message.url, headers, true))).then((connected) => {
      listeners = connected;
      tell({ type: "connected" });
    });
  } else if (message.type === "report") {
    tell({ type: "report", seen: listeners.map(({ arrivals, parsed, others }) => ({ arrivals, parsed, others })) });
  } else {
    void Promise.all(listeners.map((listener) => listener.close())).then(() => {
      tell({ type: "closed" });
      process.disconnect();
    });
  }
});
