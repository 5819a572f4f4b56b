/**
 * Email: one signal email to `members` members through the job queue, handed to a local SMTP sink (in its own
 * process, bench/smtp-sink-process.ts, counting what each address received). Time to queue, time to the last
 * message accepted, the sending process's memory, and that no message was lost or sent twice.
 */
import { performance } from "node:perf_hooks";
import { createEmailRenderer } from "../../src/server/features/mail/render-email.js";
import { emailDelivery } from "../../src/server/features/mail/email-delivery.js";
import { enqueueEmails, type QueuedEmail } from "../../src/server/features/mail/outbox.service.js";
import { createSmtpTransport } from "../../src/server/features/mail/smtp-transport.js";
import { systemClock } from "../../src/server/lib/clock.js";
import { createJobQueue } from "../../src/server/lib/jobs/job-queue.js";
import { forkBenchProcess, mb, scratchSqlite, seedMembers } from "../bench-support.js";
import { ms, perSecond, row, type BenchRow } from "../report-table.js";

export interface EmailOptions {
  members: number;
  /** SMTP connections kept open, and messages in flight. */
  connections: number;
}

export type SmtpSinkMessage =
  | { type: "ready"; url: string }
  | { type: "stats"; messages: number; recipients: number; repeated: number; cpuSeconds: number; lastAt: number };

export const startSinkProcess = () => forkBenchProcess<SmtpSinkMessage>("bench/smtp-sink-process.ts");

const TARGET_SECONDS = 60;

export async function emailScenario(options: EmailOptions): Promise<BenchRow[]> {
  const sink = startSinkProcess();
  const scratch = scratchSqlite("email");
  try {
    const { url } = await sink.next("ready");
    const { database, ids } = await seedMembers(scratch.url, options.members);
    const db = database.db;
    try {
      // Signal emails go to verified addresses only (docs/product.md#email).
      await db.updateTable("users").set({ email_verified_at: new Date().toISOString() }).execute();
      const props = {
        positionId: "7f0c2f6e-0000-4000-8000-000000000001",
        asset: "XAU/USD",
        assetClass: "commodities" as const,
        direction: "long" as const,
        entryPrice: 2350.5,
        targets: [2380, 2410],
        stopLoss: 2331.25,
        riskLevel: "moderate" as const,
        commentary: "Gold holds the breakout above 2,340; first target at the November high.",
      };
      const emails: QueuedEmail[] = ids.map((userId, i) => ({
        to: `member${i}@bench.example`,
        userId,
        kind: "signal",
        props,
        dedupKey: `signal:${props.positionId}:${userId}`,
      }));

      const queuedAt = performance.now();
      const outcomes = await enqueueEmails(db, emails);
      const queueMs = performance.now() - queuedAt;
      const queued = outcomes.filter((outcome) => outcome === "queued").length;

      const transport = createSmtpTransport(url, "SignalDesk <no-reply@bench.example>", options.connections);
      const log = {
        info: () => {},
        warn: (o: object, m: string) => console.warn(m, o),
        error: (o: object, m: string) => console.error(m, o),
      } as never;
      const delivery = emailDelivery({
        db,
        clock: systemClock,
        transport,
        render: createEmailRenderer({
          appName: "SignalDesk",
          publicUrl: "https://signals.bench.example",
          supportEmail: "support@bench.example",
        }),
        signingSecret: async () => "bench-signing-secret",
        log,
        concurrency: options.connections * 2,
      });
      const worker = createJobQueue({ db, clock: systemClock, log, handlers: [delivery] });
      const rssBefore = process.memoryUsage().rss;
      let peak = rssBefore;
      const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
      const started = performance.now();
      await worker.drain();
      const sendMs = performance.now() - started;
      clearInterval(sampler);
      await worker.stop();
      transport.close();

      sink.child.send({ type: "stats" });
      const stats = await sink.next("stats");
      const pending = await db
        .selectFrom("email_outbox")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .where("status", "!=", "sent")
        .executeTakeFirstOrThrow();
      const lost = options.members - stats.recipients + Number(pending.n);
      const total = (queueMs + sendMs) / 1000;
      const label = `${options.members.toLocaleString("en-US")} members, ${options.connections} SMTP connections`;
      return [
        row("Email", `queued (one signal, ${queued} messages), ${label}`, ms(queueMs)),
        row("Email", "messages/s handed to the SMTP sink", perSecond((stats.messages / sendMs) * 1000)),
        row("Email", "queue -> last message accepted", `${total.toFixed(2)} s`, {
          target: `< ${TARGET_SECONDS} s`,
          pass: total < TARGET_SECONDS,
        }),
        row("Email", "lost (not received, or left unsent in the outbox)", String(lost), {
          target: "0",
          pass: lost === 0,
        }),
        row("Email", "sent twice to one address", String(stats.repeated), { target: "0", pass: stats.repeated === 0 }),
        row("Email", "sender memory growth while sending (bench process)", `+${mb(peak - rssBefore)}`),
        row("Email", "SMTP sink CPU (2 cores are shared)", `${stats.cpuSeconds.toFixed(1)} s`),
      ];
    } finally {
      await database.close();
    }
  } finally {
    sink.child.disconnect();
    scratch.cleanup();
  }
}
