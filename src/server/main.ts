import "./v8-flags.js";
import { buildApp } from "./app.js";
import { ConfigError, loadConfig, type Config } from "./config.js";
import { openDatabase } from "./db/database.js";
import { migrateToLatest } from "./db/migrate.js";
import { startHousekeeping } from "./housekeeping.js";
import { startLocalBillingRun } from "./features/payments/billing-run.js";
import { startPlanReminders } from "./features/payments/plan-reminders-run.js";
import { startDailyRecordHeads } from "./features/track-record/record-heads-run.js";
import { startWeeklySummaries } from "./features/weekly-summaries/weekly-summaries-run.js";
import { bootstrapAdmin, MemberAccountError } from "./features/auth/admin-bootstrap.js";

/** Past this, a shutdown that has not finished is abandoned (the contract allows 10 s). */
const SHUTDOWN_DEADLINE_MS = 9_000;

function readConfig(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

const config = readConfig();
const database = openDatabase(config.databaseUrl);
// The bus exists before the app (buildApp takes it); its reports go to the app's log once there is one.
let log: { warn(obj: object, msg: string): void; error(obj: object, msg: string): void; info(msg: string): void } = {
  warn: (obj, msg) => console.warn(msg, obj),
  error: (obj, msg) => console.error(msg, obj),
  info: (msg) => console.info(msg),
};
// Its module (and ioredis) is loaded only with Redis configured.
const events = config.redis
  ? (await import("./features/events/redis-event-bus.js")).createRedisEventBus({
      ...config.redis,
      onError: (err) => log.warn({ err }, "live events: Redis unreachable, events reach this instance only"),
      onForgedMessages: (dropped) =>
        log.warn({ dropped }, "live events: dropped Redis messages without a valid signature (REDIS_EVENTS_SECRET)"),
      onListenerError: (err) => log.error({ err }, "event listener failed"),
      onStateChange: (state) => log.info(`live events: Redis ${state === "up" ? "reachable again" : "down"}`),
    })
  : undefined;
// Someone watching a terminal reads one line per event; pipes and log collectors keep getting JSON. Synchronous, so
// the line before a fatal exit is not lost.
const logStream = process.stdout.isTTY
  ? (await import("pino-pretty")).default({ sync: true, translateTime: "SYS:HH:MM:ss.l", ignore: "pid,hostname" })
  : undefined;
const app = await buildApp({
  config,
  database,
  ...(events ? { events } : {}),
  ...(logStream ? { logStream } : {}),
}).catch(async (error: unknown) => {
  // A setting found wrong only when it is used (a replay file that cannot be played): its one line, no stack.
  if (!(error instanceof ConfigError)) throw error;
  console.error(error.message);
  await events?.close().catch(() => {});
  await database.close().catch(() => {});
  process.exit(1);
});
log = app.log;
/** The app first (its hooks stop the push worker and close live connections), then what it used. */
async function closeAll() {
  await app.close();
  await events?.close();
  await database.close();
}

try {
  const applied = await migrateToLatest(database.db);
  if (applied.length) app.log.info({ applied }, "database migrated");
  await bootstrapAdmin(database.db, config.admin, app.log);
  // Generated and stored now when none is configured, so browsers subscribe to the key every instance signs with.
  await app.vapidKeys();
  await app.listen({ host: config.host, port: config.port });
} catch (error) {
  // A member at the admin address needs the operator's decision, which the message spells out.
  app.log.fatal({ err: error }, error instanceof MemberAccountError ? error.message : "could not start");
  await closeAll().catch(() => {});
  process.exit(1);
}

const stopHousekeeping = startHousekeeping(database.db, app.log);
app.jobs.start();
// Every instance sends email on the job queue (with SMTP_URL); its leases and dedup keys keep each message single.
if (!app.mail.delivery)
  app.log.warn(
    { smtp: false },
    "Email is not sent: SMTP_URL is not set, so messages wait in the outbox (the admin panel's mail viewer, /admin/mail). Set SMTP_URL to deliver them.",
  );
const stopPlanReminders = startPlanReminders(database.db, app.log);
// Every instance grants the referral credit whose guarantee window has passed; a claim keeps each grant single.
const stopRewardGrants = app.rewardGrants.start(app.log);
app.heldSummaries.start();
// Each chat platform is off until an admin saves its settings; then every instance checks access (its jobs run on the
// job queue), one reconciles, and one polls for its updates where the platform has them.
for (const room of app.roomSystems) room.start();
// Every instance looks for positions due for release to members without early access; a claim keeps each single.
app.releases.start();
// Every instance looks for the day's head of the track record; a unique day key keeps it single.
const stopRecordHeads = startDailyRecordHeads(database.db, app.log, { authorities: config.timestampAuthorities });
// Every instance writes the Monday summaries due on each Pro member's clock; a member's week is written once.
const stopWeeklySummaries = startWeeklySummaries(database.db, app.log);
// With Stripe, renewals arrive as webhooks; the local provider bills its own subscriptions.
const stopBillingRun = config.payments.provider === "local" ? startLocalBillingRun(database.db, app.log) : () => {};

let stopping = false;
async function shutDown(signal: NodeJS.Signals) {
  if (stopping) return;
  stopping = true;
  app.log.info({ signal }, "shutting down: draining requests");
  const deadline = setTimeout(() => {
    app.log.error("shutdown deadline passed; exiting");
    process.exit(1);
  }, SHUTDOWN_DEADLINE_MS);
  deadline.unref();
  stopHousekeeping();
  stopBillingRun();
  stopPlanReminders();
  stopRewardGrants();
  stopRecordHeads();
  stopWeeklySummaries();
  await app.drain();
  await closeAll();
  app.log.info("shut down cleanly");
  process.exit(0);
}

process.on("SIGTERM", (signal) => void shutDown(signal));
process.on("SIGINT", (signal) => void shutDown(signal));
