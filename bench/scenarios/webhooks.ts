/**
 * Members' webhooks: one new position published to `members` Pro members, each with an endpoint, through the
 * webhook channel and the durable queue (the production handler: one job per endpoint, 5 in flight), to a receiver
 * in its own process (bench/webhook-receiver-process.ts) that counts what each endpoint got and checks the Standard
 * Webhooks signature of a sample. Baseline in the same run: the same receiver sent the same signed POSTs by a plain
 * node loop, as many in flight, one connection a request like the product's sender.
 */
import http from "node:http";
import { performance } from "node:perf_hooks";
import { WEBHOOK_EVENT_TYPES } from "../../src/shared/api-access.js";
import { positionInputSchema } from "../../src/shared/positions.js";
import type { Db } from "../../src/server/db/database.js";
import { registeredDeliveries } from "../../src/server/app/delivery-channels.js";
import { createInProcessEventBus } from "../../src/server/features/events/event-bus.js";
import { createNotifier } from "../../src/server/features/notifications/notifier.js";
import { createPosition } from "../../src/server/features/positions/positions.service.js";
import { webhookDelivery } from "../../src/server/features/webhooks/webhook-delivery.js";
import { createWebhookSender } from "../../src/server/features/webhooks/webhook-sender.js";
import { newWebhookSecret, webhookHeaders } from "../../src/server/features/webhooks/webhook-signature.js";
import { createJobQueue } from "../../src/server/lib/jobs/job-queue.js";
import { systemClock } from "../../src/server/lib/clock.js";
import { newId } from "../../src/server/lib/ids.js";
import { forkBenchProcess, mb, scratchSqlite, seedMembers } from "../bench-support.js";
import { ms, perSecond, row, times, type BenchRow } from "../report-table.js";

export interface WebhooksOptions {
  members: number;
}

/** As many POSTs in flight as the product's webhook handler runs jobs at once (webhook-delivery.ts). */
const IN_FLIGHT = 5;
/** Every this many endpoints, the receiver checks the signature. */
const SAMPLE_EVERY = 100;

interface Stats {
  type: "stats";
  endpoints: number;
  requests: number;
  moreThanOnce: number;
  verified: number;
  refused: number;
  lastAt: number;
  cpuSeconds: number;
}
export type ReceiverMessage = { type: "ready"; port: number } | { type: "secrets" } | { type: "reset" } | Stats;

export const startReceiver = () => forkBenchProcess<ReceiverMessage>("bench/webhook-receiver-process.ts");

export interface Endpoint {
  id: string;
  url: string;
  path: string;
  secret: string;
}

/** One endpoint per member on the receiver (`/hooks/<i>`), every event type, 500 a statement. */
export async function addEndpoints(db: Db, ids: string[], port: number): Promise<Endpoint[]> {
  const now = new Date().toISOString();
  const endpoints = ids.map((_, i) => {
    const path = `/hooks/${i}`;
    return { id: newId(), url: `http://127.0.0.1:${port}${path}`, path, secret: newWebhookSecret() };
  });
  for (let start = 0; start < endpoints.length; start += 500) {
    const rows = endpoints.slice(start, start + 500).map((endpoint, k) => ({
      id: endpoint.id,
      user_id: ids[start + k] ?? "",
      url: endpoint.url,
      event_types: JSON.stringify(WEBHOOK_EVENT_TYPES),
      secret: endpoint.secret,
      previous_secret: null,
      previous_secret_until: null,
      failing_since: null,
      disabled_at: null,
      disabled_reason: null,
      created_at: now,
    }));
    await db.insertInto("webhook_endpoints").values(rows).execute();
  }
  return endpoints;
}

/** The baseline: the same signed POSTs by a plain loop, IN_FLIGHT at a time, a connection each (`agent: false`). */
async function plainLoop(endpoints: Endpoint[], body: string): Promise<number> {
  let next = 0;
  let failed = 0;
  const post = (endpoint: Endpoint) =>
    new Promise<void>((resolve) => {
      const headers = webhookHeaders([endpoint.secret], { id: `msg_${next}`, at: new Date(), body });
      const request = http.request(
        endpoint.url,
        { method: "POST", agent: false, headers: { ...headers, "content-length": Buffer.byteLength(body) } },
        (response) => {
          if ((response.statusCode ?? 0) >= 300) failed += 1;
          response.resume();
          response.on("end", resolve);
        },
      );
      request.on("error", () => {
        failed += 1;
        resolve();
      });
      request.end(body);
    });
  const lane = async () => {
    while (next < endpoints.length) {
      const endpoint = endpoints[next++];
      if (endpoint) await post(endpoint);
    }
  };
  await Promise.all(Array.from({ length: IN_FLIGHT }, lane));
  return failed;
}

const countWaiting = async (db: Db) =>
  Number(
    (
      await db
        .selectFrom("webhook_messages")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .where("status", "=", "pending")
        .executeTakeFirstOrThrow()
    ).n,
  );

export async function webhooksScenario(options: WebhooksOptions): Promise<BenchRow[]> {
  const receiver = startReceiver();
  const scratch = scratchSqlite("webhooks");
  try {
    const { port } = await receiver.next("ready");
    const { database, ids } = await seedMembers(scratch.url, options.members);
    const db = database.db;
    try {
      const endpoints = await addEndpoints(db, ids, port);
      const sample = endpoints.filter((_, i) => i % SAMPLE_EVERY === 0);
      receiver.child.send({ type: "secrets", secrets: Object.fromEntries(sample.map((e) => [e.path, e.secret])) });
      await receiver.next("secrets");
      const admin = await db.selectFrom("users").select("id").where("role", "=", "admin").executeTakeFirstOrThrow();

      // The product: the admin publishes; the channel queues a message and a job per endpoint in that transaction.
      const startedAt = Date.now();
      const started = performance.now();
      const deliveries = registeredDeliveries({ appName: "SignalDesk", clock: systemClock });
      const notifier = createNotifier({ db, clock: systemClock, deliveries });
      await createPosition(
        { db, clock: systemClock, events: createInProcessEventBus(), notifier },
        admin.id,
        positionInputSchema.parse({
          asset: "XAU/USD",
          assetClass: "commodities",
          direction: "long",
          entryPrice: 2350.5,
          status: "active",
        }),
      );
      const queueMs = performance.now() - started;
      const log = {
        warn: (o: object, m: string) => console.warn(m, o),
        error: (o: object, m: string) => console.error(m, o),
        info: () => undefined,
      } as never;
      const sender = createWebhookSender({ allowPrivateEndpoints: true });
      const worker = createJobQueue({
        db,
        clock: systemClock,
        log,
        handlers: [webhookDelivery({ db, clock: systemClock, sender, log })],
      });
      const rssBefore = process.memoryUsage().rss;
      let peak = rssBefore;
      const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
      await worker.drain();
      clearInterval(sampler);
      receiver.child.send({ type: "stats" });
      const product = await receiver.next("stats");
      const productMs = product.lastAt - startedAt;
      const waiting = await countWaiting(db);
      const body = (await db.selectFrom("webhook_messages").select("body").executeTakeFirstOrThrow()).body;

      // The baseline: the same receiver, counts reset, the same signed POSTs from a plain loop.
      receiver.child.send({ type: "reset" });
      await receiver.next("reset");
      const baselineStartedAt = Date.now();
      const baselineFailed = await plainLoop(endpoints, body);
      receiver.child.send({ type: "stats" });
      const baseline = await receiver.next("stats");
      const baselineMs = baseline.lastAt - baselineStartedAt;

      const n = options.members;
      const label = `${n.toLocaleString("en-US")} endpoints, ${IN_FLIGHT} in flight (baseline: a plain node loop)`;
      const missed = n - product.endpoints + product.moreThanOnce + waiting;
      return [
        row("Webhooks", `queued (position, its event, ${n.toLocaleString("en-US")} messages and jobs)`, ms(queueMs)),
        row("Webhooks", `publish -> last delivery, ${label}`, `${(productMs / 1000).toFixed(2)} s`, {
          baseline: `${(baselineMs / 1000).toFixed(2)} s`,
          ratio: times(productMs, baselineMs),
        }),
        row("Webhooks", "deliveries/s", perSecond((product.requests / productMs) * 1000), {
          baseline: perSecond((baseline.requests / baselineMs) * 1000),
          ratio: times(baselineMs, productMs),
        }),
        row("Webhooks", "endpoints without exactly one delivery, or left waiting", String(missed), {
          baseline: String(n - baseline.endpoints + baseline.moreThanOnce + baselineFailed),
          target: "0",
          pass: missed === 0,
        }),
        row(
          "Webhooks",
          `signatures verified by the receiver (standardwebhooks), 1 endpoint in ${SAMPLE_EVERY}`,
          `${product.verified} of ${sample.length}`,
          { target: `${sample.length}`, pass: product.verified === sample.length && product.refused === 0 },
        ),
        row("Webhooks", "sender memory growth while sending (bench process)", `+${mb(peak - rssBefore)}`),
      ];
    } finally {
      await database.close();
    }
  } finally {
    receiver.child.disconnect();
    scratch.cleanup();
  }
}
