import { createHmac, timingSafeEqual } from "node:crypto";
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
  /** Shared by every instance: messages are signed with it, and unsigned or missigned ones are dropped. */
  secret: string;
  /**
   * Messages dropped for a missing or wrong signature: told at most once a minute, with how many were dropped
   * since, so a flood of forgeries cannot flood the log.
   */
  onForgedMessages?: (dropped: number) => void;
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

const SIGNATURE_BYTES = 32;
const FORGERY_REPORT_EVERY_MS = 60_000;

/**
 * `<hex HMAC-SHA256>.<envelope JSON>`, the HMAC over the channel and the JSON: anyone who can publish on the
 * channel but lacks the secret cannot make a message the instances accept, here or on another channel.
 */
function signer(secret: string, channel: string) {
  const mac = (body: string) => createHmac("sha256", secret).update(`${channel}\n${body}`).digest();
  return {
    sign: (body: string) => `${mac(body).toString("hex")}.${body}`,
    /** The JSON of a genuine message; undefined for anything else. */
    open(message: string): string | undefined {
      const dot = message.indexOf(".");
      if (dot !== SIGNATURE_BYTES * 2) return undefined;
      const given = Buffer.from(message.slice(0, dot), "hex");
      const body = message.slice(dot + 1);
      if (given.length !== SIGNATURE_BYTES) return undefined;
      return timingSafeEqual(given, mac(body)) ? body : undefined;
    },
  };
}

/** Counts dropped forgeries and reports them at most once per FORGERY_REPORT_EVERY_MS. */
function forgeryReport(report: (dropped: number) => void) {
  let dropped = 0;
  let quietUntil = 0;
  return () => {
    dropped += 1;
    const now = Date.now();
    if (now < quietUntil) return;
    quietUntil = now + FORGERY_REPORT_EVERY_MS;
    report(dropped);
    dropped = 0;
  };
}

/**
 * Events shared by every instance through one Redis pub/sub channel (docs/decisions/0004-notification-fan-out.md). An event reaches this
 * instance's listeners at once, straight from `publish`, and the other instances through Redis; an instance
 * ignores its own events coming back. With Redis unreachable, publishing still reaches this instance and is
 * not queued for later (a member who missed it catches up from the feed on reconnect); ioredis reconnects
 * and resubscribes by itself, and cross-instance delivery resumes.
 */
export function createRedisEventBus(options: RedisEventBusOptions): RedisEventBus {
  const origin = newId();
  const signature = signer(options.secret, options.channel);
  const forged = forgeryReport(options.onForgedMessages ?? (() => {}));
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
    const body = signature.open(raw);
    if (body === undefined) return forged();
    let envelope: Envelope;
    try {
      envelope = JSON.parse(body) as Envelope;
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
      publisher.publish(options.channel, signature.sign(JSON.stringify(envelope))).catch(report);
    },
    subscribe: (listener) => local.subscribe(listener),
    ready: () => subscribed,
    async close() {
      publisher.disconnect();
      subscriber.disconnect();
    },
  };
}
