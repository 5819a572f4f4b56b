/**
 * Web Push delivery: one new position pushed to `subscriptions` subscribed members through the durable queue,
 * against the fake push service (in its own process, bench/fake-push-process.ts) that checks each VAPID
 * signature and decrypts each payload as a browser would. Time to queue, time to the last delivery, and the
 * sending process's memory.
 */
import { performance } from "node:perf_hooks";
import type { PushSubscriptionInput } from "../../src/shared/notifications.js";
import { positionInputSchema } from "../../src/shared/positions.js";
import type { Db } from "../../src/server/db/database.js";
import { createInProcessEventBus } from "../../src/server/features/events/event-bus.js";
import { createNotifier } from "../../src/server/features/notifications/notifier.js";
import { registeredDeliveries } from "../../src/server/app/delivery-channels.js";
import { createPosition } from "../../src/server/features/positions/positions.service.js";
import { createPushSender } from "../../src/server/features/push/push-sender.js";
import { pushDelivery } from "../../src/server/features/push/push-delivery.js";
import { createJobQueue } from "../../src/server/lib/jobs/job-queue.js";
import { createVapidKeySource } from "../../src/server/features/push/vapid-keys.js";
import { systemClock } from "../../src/server/lib/clock.js";
import { newId } from "../../src/server/lib/ids.js";
import { forkBenchProcess, mb, scratchSqlite, seedMembers } from "../bench-support.js";
import { ms, perSecond, row, type BenchRow } from "../report-table.js";

export interface PushOptions {
  subscriptions: number;
  concurrency: number;
}

export type FakePushMessage =
  | { type: "ready" }
  | { type: "devices"; subscriptions: PushSubscriptionInput[] }
  | { type: "stats"; accepted: number; rejected: number; requests: number; cpuSeconds: number; lastAt: number };

export const startFakePushProcess = () => forkBenchProcess<FakePushMessage>("bench/fake-push-process.ts");

/** Stores one push subscription per member (`ids[i]` gets `subscriptions[i]`), 500 a statement. */
export async function addPushSubscriptions(
  db: Db,
  ids: string[],
  subscriptions: PushSubscriptionInput[],
): Promise<void> {
  const now = new Date().toISOString();
  for (let start = 0; start < subscriptions.length; start += 500) {
    const rows = subscriptions.slice(start, start + 500).map((s, i) => ({
      id: newId(),
      user_id: ids[start + i] ?? "",
      endpoint: s.endpoint,
      p256dh: s.keys.p256dh,
      auth: s.keys.auth,
      expires_at: null,
      created_at: now,
      updated_at: now,
    }));
    await db.insertInto("push_subscriptions").values(rows).execute();
  }
}

const countJobs = async (db: Db) =>
  Number(
    (
      await db
        .selectFrom("jobs")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .where("kind", "=", "push")
        .where("status", "=", "pending")
        .executeTakeFirstOrThrow()
    ).n,
  );

export async function pushScenario(options: PushOptions): Promise<BenchRow[]> {
  const fake = startFakePushProcess();
  const scratch = scratchSqlite("push");
  try {
    await fake.next("ready");
    fake.child.send({ type: "devices", count: options.subscriptions });
    const { subscriptions } = await fake.next("devices");
    const { database, ids } = await seedMembers(scratch.url, options.subscriptions);
    const db = database.db;
    try {
      await addPushSubscriptions(db, ids, subscriptions);
      const admin = await db.selectFrom("users").select("id").where("role", "=", "admin").executeTakeFirstOrThrow();

      const queued = performance.now();
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
      const queueMs = performance.now() - queued;
      const jobs = await countJobs(db);

      // The fake push service listens on 127.0.0.1: allowed here as PUSH_ALLOW_PRIVATE_FOR_TESTING=true would.
      const pushConfig = { vapidKeys: undefined, subject: "mailto:bench@example.com", allowPrivateEndpoints: true };
      const sender = createPushSender(createVapidKeySource(db, systemClock, pushConfig), pushConfig);
      const log = {
        warn: (o: object, m: string) => console.warn(m, o),
        error: (o: object, m: string) => console.error(m, o),
      } as never;
      const worker = createJobQueue({
        db,
        clock: systemClock,
        log,
        handlers: [pushDelivery({ db, clock: systemClock, sender, log, concurrency: options.concurrency })],
      });
      const rssBefore = process.memoryUsage().rss;
      let peak = rssBefore;
      const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
      const started = performance.now();
      const delivered = await worker.drain();
      const sendMs = performance.now() - started;
      clearInterval(sampler);
      sender.close();
      fake.child.send({ type: "stats" });
      const stats = await fake.next("stats");
      const left = await countJobs(db);
      const failed = stats.rejected + left + (options.subscriptions - stats.accepted);
      const label = `${options.subscriptions.toLocaleString("en-US")} subscriptions, ${options.concurrency} in flight`;
      return [
        row("Push", `queued (position, its event, ${jobs} push jobs in one request), ${label}`, ms(queueMs)),
        row(
          "Push",
          "deliveries/s (fake push service checks VAPID and decrypts)",
          perSecond((delivered / sendMs) * 1000),
        ),
        row("Push", "queue -> last delivery", `${((queueMs + sendMs) / 1000).toFixed(2)} s`),
        row("Push", "rejected, undelivered or left in the queue", String(failed), { target: "0", pass: failed === 0 }),
        row("Push", "sender memory growth while sending (bench process)", `+${mb(peak - rssBefore)}`),
        row("Push", "fake push service CPU (2 cores are shared)", `${stats.cpuSeconds.toFixed(1)} s`),
      ];
    } finally {
      await database.close();
    }
  } finally {
    fake.child.disconnect();
    scratch.cleanup();
  }
}
