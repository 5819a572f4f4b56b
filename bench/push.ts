/**
 * Web Push delivery (issue 7's measure): one new position pushed to 10,000 subscribed members through the
 * durable queue, against the fake push service (in its own process) that checks each VAPID signature and
 * decrypts each payload as a browser would. Reports the time to queue, the time to deliver every message, and
 * the sending process's peak resident memory.
 *
 *   npm run bench:push [-- --subscriptions 10000 --concurrency 50]
 */
import { fork } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import { parseArgs } from "node:util";
import type { PushSubscriptionInput } from "../src/shared/notifications.js";
import { positionInputSchema } from "../src/shared/positions.js";
import { createInProcessEventBus } from "../src/server/features/events/event-bus.js";
import { createNotifier } from "../src/server/features/notifications/notifier.js";
import { createPosition } from "../src/server/features/positions/positions.service.js";
import { createPushSender } from "../src/server/features/push/push-sender.js";
import { createPushWorker } from "../src/server/features/push/push-worker.js";
import { createVapidKeySource } from "../src/server/features/push/vapid-keys.js";
import { systemClock } from "../src/server/lib/clock.js";
import { newId } from "../src/server/lib/ids.js";
import { mb, seedMembers } from "./bench-support.js";

const { values: args } = parseArgs({
  options: {
    subscriptions: { type: "string", default: "10000" },
    concurrency: { type: "string", default: "50" },
  },
});
const COUNT = Number(args.subscriptions);

type FromChild =
  | { type: "ready" }
  | { type: "devices"; subscriptions: PushSubscriptionInput[] }
  | { type: "stats"; accepted: number; rejected: number; requests: number; cpuSeconds: number; sample: unknown };

const child = fork("bench/fake-push-process.ts", [], {
  execArgv: ["--import", "tsx"],
  env: { PATH: process.env.PATH },
});
const next = <T extends FromChild["type"]>(type: T) =>
  new Promise<Extract<FromChild, { type: T }>>((resolve) => {
    const listener = (message: FromChild) => {
      if (message.type !== type) return;
      child.off("message", listener);
      resolve(message as Extract<FromChild, { type: T }>);
    };
    child.on("message", listener);
  });

const dir = mkdtempSync(join(tmpdir(), "signaldesk-push-"));
try {
  await next("ready");
  child.send({ type: "devices", count: COUNT });
  const { subscriptions } = await next("devices");
  const { database, ids } = await seedMembers(`sqlite:${join(dir, "app.db")}`, COUNT);
  const db = database.db;
  const now = new Date().toISOString();
  for (let start = 0; start < COUNT; start += 500) {
    await db
      .insertInto("push_subscriptions")
      .values(
        subscriptions.slice(start, start + 500).map((s, i) => ({
          id: newId(),
          user_id: ids[start + i] ?? "",
          endpoint: s.endpoint,
          p256dh: s.keys.p256dh,
          auth: s.keys.auth,
          expires_at: null,
          created_at: now,
          updated_at: now,
        })),
      )
      .execute();
  }
  const admin = await db.selectFrom("users").select("id").where("role", "=", "admin").executeTakeFirstOrThrow();

  const queued = performance.now();
  await createPosition(
    {
      db,
      clock: systemClock,
      events: createInProcessEventBus(),
      notifier: createNotifier(db, systemClock, "SignalDesk"),
    },
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
  const jobs = await db
    .selectFrom("push_jobs")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirstOrThrow();

  const sender = createPushSender(
    createVapidKeySource(db, systemClock, { vapidKeys: undefined, subject: "mailto:bench@example.com" }),
  );
  const worker = createPushWorker({
    db,
    clock: systemClock,
    sender,
    log: {
      warn: (o: object, m: string) => console.warn(m, o),
      error: (o: object, m: string) => console.error(m, o),
    } as never,
    concurrency: Number(args.concurrency),
  });
  const rssBefore = process.memoryUsage().rss;
  let peak = rssBefore;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
  const started = performance.now();
  const cpuBefore = process.cpuUsage();
  const finished = await worker.drain();
  const sendMs = performance.now() - started;
  const cpu = process.cpuUsage(cpuBefore);
  clearInterval(sampler);
  sender.close();
  child.send({ type: "stats" });
  const stats = await next("stats");
  const left = await db
    .selectFrom("push_jobs")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirstOrThrow();

  console.log(`${COUNT} subscriptions, concurrency ${args.concurrency}:`);
  console.log(
    `  queued ${Number(jobs.n)} deliveries in ${queueMs.toFixed(0)} ms (the change, its feed rows and push jobs, as POST /api/positions does)`,
  );
  console.log(
    `  delivered in ${(sendMs / 1000).toFixed(2)} s (${((finished / sendMs) * 1000).toFixed(0)}/s): ${stats.accepted} accepted and decrypted, ${stats.rejected} rejected, ${Number(left.n)} jobs left`,
  );
  console.log(
    `  CPU: sender ${((cpu.user + cpu.system) / 1e6).toFixed(1)} s, fake push service ${stats.cpuSeconds.toFixed(1)} s in all (the 2 cores are shared)`,
  );
  console.log(`  sender process resident memory: ${mb(rssBefore)} before, peak ${mb(peak)} (+${mb(peak - rssBefore)})`);
  console.log(`  sample payload: ${JSON.stringify((stats.sample as { payload: unknown }).payload)}`);
  await database.close();
} finally {
  child.disconnect();
  rmSync(dir, { recursive: true, force: true });
}
