import { Redis } from "ioredis";
import { newId } from "../../lib/ids.js";
import { createInProcessEventBus, type BusEvent, type EventBus } from "./event-bus.js";

export interface RedisEventBus extends EventBus {
  /** Resolves once this instance listens on the channel (tests wait for it before publishing elsewhere). */
  ready(): Promise<void>;
  close(): Promise<void>;
}

export interface RedisEventBusOptions {
  url: string;
  channel: string;
  /** Redis failures (reported once per outage). */
  onError: (error: unknown) => void;
  /** A listener that threw. */
  onListenerError?: (error: unknown) => void;
  onStateChange?: (state: "down" | "up") => void;
}

interface Envelope {
  origin: string;
  event: BusEvent;
}

/**
 * Events shared by every instance through one Redis pub/sub channel (DESIGN.md). An event reaches this
 * instance's listeners at once, straight from `publish`, and the other instances through Redis; an instance
 * ignores its own events coming back. With Redis unreachable, publishing still reaches this instance and is
 * not queued for later (a member who missed it catches up from the feed on reconnect); ioredis reconnects
 * and resubscribes by itself, and cross-instance delivery resumes.
 */
export function createRedisEventBus(options: RedisEventBusOptions): RedisEventBus {
  const origin = newId();
  const local = createInProcessEventBus(options.onListenerError ?? options.onError);
  const publisher = new Redis(options.url, {
    enableOfflineQueue: false,
    autoResendUnfulfilledCommands: false,
    maxRetriesPerRequest: 1,
  });
  const subscriber = new Redis(options.url, { maxRetriesPerRequest: null });
  let down = false;
  const report = (error: unknown) => {
    if (down) return;
    down = true;
    options.onStateChange?.("down");
    options.onError(error);
  };
  publisher.on("error", report);
  subscriber.on("error", report);
  subscriber.on("ready", () => {
    if (!down) return;
    down = false;
    options.onStateChange?.("up");
  });

  subscriber.on("message", (channel: string, raw: string) => {
    if (channel !== options.channel) return;
    let envelope: Envelope;
    try {
      envelope = JSON.parse(raw) as Envelope;
    } catch (error) {
      return options.onError(error);
    }
    if (envelope.origin !== origin && envelope.event?.type) local.publish(envelope.event);
  });
  const subscribed = subscriber.subscribe(options.channel).then(() => undefined);
  subscribed.catch(options.onError);

  return {
    publish(event) {
      local.publish(event);
      const envelope: Envelope = { origin, event };
      publisher.publish(options.channel, JSON.stringify(envelope)).catch(report);
    },
    subscribe: (listener) => local.subscribe(listener),
    ready: () => subscribed,
    async close() {
      publisher.disconnect();
      subscriber.disconnect();
    },
  };
}
