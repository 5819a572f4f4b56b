import { DAY_MS, PLANS } from "../../../shared/plans.js";
import type { Db } from "../../db/database.js";
import { addMs } from "../../lib/clock.js";
import { enqueueEmails, type QueuedEmail } from "../mail/outbox.service.js";
import { accessEndedBetween, lastChargeOf, renewalsBetween, trialsEndingBetween } from "./plan-reminders.repo.js";

/** Reminders are this far ahead of the day they announce (docs/product.md#email). */
export const TRIAL_REMINDER_DAYS = [3, 1] as const;
export const RENEWAL_REMINDER_DAYS = 3;
/** An end is told for this long after it happened: a server down that long still tells it once it is back. */
const ENDED_LOOKBACK_MS = 2 * DAY_MS;

/**
 * docs/product.md#email: finds the reminders due now and queues each once (its dedup key names the plan and the day
 * it concerns), so every instance may run it as often as it likes. Trial Access ending in 3 days and in 1 day,
 * Pro renewing in 3 days, access that has ended. Answers how many messages it asked for.
 */
export async function queuePlanReminders({ db }: { db: Db }, now: Date): Promise<number> {
  const at = now.toISOString();
  const emails: QueuedEmail[] = [];

  const [threeDays, oneDay] = TRIAL_REMINDER_DAYS.map((days) => addMs(now, days * DAY_MS).toISOString());
  for (const member of await trialsEndingBetween(db, at, threeDays ?? at)) {
    const daysLeft = member.subscription_expiry <= (oneDay ?? at) ? 1 : 3;
    emails.push({
      to: member.email,
      userId: member.id,
      kind: "trial-ending",
      props: { firstName: member.first_name, endsAt: member.subscription_expiry, daysLeft },
      dedupKey: `trial-ends-${daysLeft}d:${member.id}:${member.subscription_expiry}`,
    });
  }

  const renewalHorizon = addMs(now, RENEWAL_REMINDER_DAYS * DAY_MS).toISOString();
  for (const renewal of await renewalsBetween(db, at, renewalHorizon)) {
    const charge = await lastChargeOf(db, renewal.subscription_id);
    emails.push({
      to: renewal.email,
      userId: renewal.user_id,
      kind: "renewal-reminder",
      props: {
        firstName: renewal.first_name,
        renewsAt: renewal.paid_through,
        amountCents: charge?.amount_cents ?? PLANS.pro.priceCents,
        currency: charge?.currency ?? "usd",
      },
      dedupKey: `renewal-${RENEWAL_REMINDER_DAYS}d:${renewal.subscription_id}:${renewal.paid_through}`,
    });
  }

  for (const member of await accessEndedBetween(db, addMs(now, -ENDED_LOOKBACK_MS).toISOString(), at)) {
    emails.push({
      to: member.email,
      userId: member.id,
      kind: "access-ended",
      props: { firstName: member.first_name, endedAt: member.subscription_expiry },
      dedupKey: `access-ended:${member.id}:${member.subscription_expiry}`,
    });
  }

  const outcomes = await enqueueEmails(db, emails, now);
  return outcomes.filter((outcome) => outcome === "queued").length;
}
