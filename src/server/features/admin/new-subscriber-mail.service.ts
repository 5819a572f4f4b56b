import type { Logger } from "../../lib/logger.js";
import { PLANS } from "../../../shared/plans.js";
import { fullName } from "../../../shared/users.js";
import type { Db } from "../../db/database.js";
import type { Clock } from "../../lib/clock.js";
import { enqueueEmails } from "../mail/outbox.service.js";
import type { NewSubscriptionListener } from "../payments/fulfilment.service.js";
import { getAdminSettings } from "../settings/settings.service.js";
import { findUserById, listAdminEmails } from "../users/users.service.js";

export interface NewSubscriberMailDeps {
  db: Db;
  clock: Clock;
  log: Logger;
}

/**
 * docs/product.md#admin, "email for new subscribers": while the setting is on, every admin is emailed when a purchase
 * starts a subscription. It runs after the payment committed, unawaited, and never rejects: a mail failure is
 * logged, the payment stays fulfilled.
 */
export function newSubscriberMail(deps: NewSubscriberMailDeps): NewSubscriptionListener {
  return async ({ userId, plan }) => {
    try {
      if (!(await getAdminSettings(deps)).emailNewSubscribers) return;
      const subscriber = await findUserById(deps.db, userId);
      if (!subscriber) return;
      const name = fullName({ firstName: subscriber.first_name, lastName: subscriber.last_name });
      const props = { name, email: subscriber.email, plan: PLANS[plan].name };
      const admins = await listAdminEmails(deps.db);
      await enqueueEmails(
        deps.db,
        admins.map((admin) => ({ to: admin.email, userId: admin.id, kind: "new-subscriber" as const, props })),
        deps.clock.now(),
      );
    } catch (err) {
      deps.log.error({ err, userId }, "new subscriber email failed");
    }
  };
}
