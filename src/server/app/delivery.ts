import type { FastifyInstance } from "fastify";
import type { Config } from "../config.js";
import type { DatabaseHandle } from "../db/database.js";
import type { MailSystem } from "../features/mail/mail-system.js";
import { createHeldSummaries } from "../features/notifications/held-summaries.js";
import { createNotifier } from "../features/notifications/notifier.js";
import { pushDelivery } from "../features/push/push-delivery.js";
import { createPushSender } from "../features/push/push-sender.js";
import { createVapidKeySource } from "../features/push/vapid-keys.js";
import type { Clock } from "../lib/clock.js";
import { createJobQueue, type JobHandler } from "../lib/jobs/job-queue.js";
import { registeredDeliveries } from "./delivery-channels.js";

/**
 * Delivery to members: the channels (delivery-channels.ts), the notifier that hands them each event, the job queue
 * that sends the pushes, the emails (with SMTP_URL) and the rooms' work (`handlers`), and the quiet-hours summaries. Decorates `app.jobs`, `app.heldSummaries` and `app.vapidKeys`.
 */
export function createDelivery(
  app: FastifyInstance,
  {
    config,
    database,
    clock,
    mail,
    handlers,
  }: { config: Config; database: DatabaseHandle; clock: Clock; mail: MailSystem; handlers: readonly JobHandler[] },
) {
  const deliveries = registeredDeliveries({ appName: config.appName, clock });
  const notifier = createNotifier({ db: database.db, clock, deliveries });
  const vapidKeys = createVapidKeySource(database.db, clock, config.push);
  const pushSender = createPushSender(vapidKeys, { allowPrivateEndpoints: config.push.allowPrivateEndpoints });
  // Every instance's worker polls the shared queue and competes for jobs by lease; queuing a job wakes the worker
  // of the instance that queued it.
  const jobs = createJobQueue({
    db: database.db,
    clock,
    log: app.log,
    handlers: [
      pushDelivery({ db: database.db, clock, sender: pushSender, log: app.log }),
      ...(mail.delivery ? [mail.delivery] : []),
      ...handlers,
    ],
    beforeEachRun: () => notifier.sweep(),
  });
  app.decorate("jobs", jobs);
  const heldSummaries = createHeldSummaries({ db: database.db, clock, deliveries, log: app.log });
  app.decorate("heldSummaries", heldSummaries);
  app.decorate("vapidKeys", vapidKeys);
  app.addHook("onClose", async () => {
    await heldSummaries.stop();
    await jobs.stop();
    pushSender.close();
    mail.close();
  });
  return { deliveries, notifier, pushSender, vapidKeys };
}
