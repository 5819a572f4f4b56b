import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from "prom-client";
import type { PaymentProviderName } from "../../db/schema.js";

declare module "fastify" {
  interface FastifyInstance {
    /** What the app counts for Prometheus; recording is cheap whether or not `/metrics` is on. */
    metrics: Metrics;
  }
}

export type PaymentOutcome = "processed" | "duplicate" | "ignored" | "refused";

/** Queue sizes read at scrape time, never per request. */
export interface Backlogs {
  pushDepth: number;
  pushOldestAgeSeconds: number;
  emailOutboxDepth: number;
}

export interface Metrics {
  readonly registry: Registry;
  /** `route` is the registered pattern ("/api/positions/:id"), never the raw URL: ids would explode the series. */
  requestServed(route: string, method: string, status: number, seconds: number): void;
  signInFailed(): void;
  accountLocked(): void;
  paymentProcessed(provider: PaymentProviderName, outcome: PaymentOutcome): void;
  /** From this instance receiving a published event to its frames handed to every socket. */
  fanOutSent(seconds: number): void;
  /** The live channel says how to count its connections. */
  countLiveConnections(count: () => number): void;
}

const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];
const FAN_OUT_BUCKETS = [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5];

/**
 * One registry per app (tests build many apps in one process). Default process metrics and the backlog gauges
 * are registered only when metrics are served, so an app without METRICS_TOKEN starts no collectors.
 */
export function createMetrics(options: { served: boolean; readBacklogs: () => Promise<Backlogs> }): Metrics {
  const registry = new Registry();
  const registers = [registry];
  const requestSeconds = new Histogram({
    name: "http_request_duration_seconds",
    help: "HTTP request latency by route pattern, method and status",
    labelNames: ["route", "method", "status"] as const,
    buckets: LATENCY_BUCKETS,
    registers,
  });
  const signInFailures = new Counter({
    name: "auth_sign_in_failures_total",
    help: "Sign-ins refused for a wrong email or password",
    registers,
  });
  const lockouts = new Counter({
    name: "auth_lockouts_total",
    help: "Sign-ins refused because the account had too many recent failures",
    registers,
  });
  const payments = new Counter({
    name: "payments_processed_total",
    help: "Payment events handled, by provider and outcome",
    labelNames: ["provider", "outcome"] as const,
    registers,
  });
  const fanOutSeconds = new Histogram({
    name: "live_fan_out_seconds",
    help: "Time from a published event reaching this instance to its frames being sent to every live connection",
    buckets: FAN_OUT_BUCKETS,
    registers,
  });
  let liveConnections = () => 0;
  new Gauge({
    name: "live_connections",
    help: "Open WebSocket connections on this instance",
    registers,
    collect() {
      this.set(liveConnections());
    },
  });

  if (options.served) {
    collectDefaultMetrics({ register: registry });
    registerBacklogGauges(registry, options.readBacklogs);
  }

  return {
    registry,
    requestServed: (route, method, status, seconds) =>
      requestSeconds.labels(route, method, String(status)).observe(seconds),
    signInFailed: () => signInFailures.inc(),
    accountLocked: () => lockouts.inc(),
    paymentProcessed: (provider, outcome) => payments.labels(provider, outcome).inc(),
    fanOutSent: (seconds) => fanOutSeconds.observe(seconds),
    countLiveConnections: (count) => {
      liveConnections = count;
    },
  };
}

/** Three gauges, one database read per scrape (shared by the three collect calls). */
function registerBacklogGauges(registry: Registry, readBacklogs: () => Promise<Backlogs>) {
  let scrape: Promise<Backlogs> | undefined;
  const current = () => {
    scrape ??= readBacklogs().finally(() => (scrape = undefined));
    return scrape;
  };
  const gauge = (name: string, help: string, pick: (backlogs: Backlogs) => number) =>
    new Gauge({
      name,
      help,
      registers: [registry],
      async collect() {
        this.set(pick(await current()));
      },
    });
  gauge("push_queue_depth", "Push deliveries waiting to be sent", (b) => b.pushDepth);
  gauge(
    "push_queue_oldest_age_seconds",
    "How long the oldest waiting push delivery has waited",
    (b) => b.pushOldestAgeSeconds,
  );
  gauge("email_outbox_depth", "Emails not yet accepted by the mail server", (b) => b.emailOutboxDepth);
}
