import type { Logger } from "../../lib/logger.js";
import { PLANS } from "../../../shared/plans.js";
import { fullName } from "../../../shared/users.js";
import type { Db } from "../../db/database.js";
import { newSubscriberEmail } from "../mail/email-texts.js";
import type { Mailer } from "../mail/mailer.js";
import { sendMemberMail } from "../mail/member-mail.js";
import type { NewSubscription, NewSubscriptionListener } from "../payments/fulfilment.service.js";
import { getAdminSettings } from "../settings/settings.service.js";
import { findUserById } from "../users/users.repo.js";
import { listAdminEmails } from "./admin-users.repo.js";

export interface NewSubscriberMailDeps {
  db: Db;
  mailer: Mailer;
  appName: string;
  publicUrl: string;
  log: Logger;
}

const PLAN_NAMES: Record<NewSubscription["status"], string> = { trial: PLANS.trial.name, premium: PLANS.pro.name };

/**
 * docs/product.md#admin, "email for new subscribers": while the setting is on, every admin is emailed when a purchase
 * starts a subscription. It runs after the payment committed, unawaited, and never rejects: a mail failure is
 * logged, the payment stays fulfilled.
 */
export function newSubscriberMail(deps: NewSubscriberMailDeps): NewSubscriptionListener {
  return async ({ userId, status }) => {
    try {
      if (!(await getAdminSettings(deps)).emailNewSubscribers) return;
      const subscriber = await findUserById(deps.db, userId);
      if (!subscriber) return;
      const name = fullName({ firstName: subscriber.first_name, lastName: subscriber.last_name });
      const email = newSubscriberEmail({
        appName: deps.appName,
        name,
        email: subscriber.email,
        plan: PLAN_NAMES[status],
        adminUrl: `${deps.publicUrl}/admin`,
      });
      for (const admin of await listAdminEmails(deps.db)) {
        try {
          await sendMemberMail(deps.mailer, admin, email);
        } catch (err) {
          deps.log.error({ err, userId }, "new subscriber email to an admin failed");
        }
      }
    } catch (err) {
      deps.log.error({ err, userId }, "new subscriber email failed");
    }
  };
}
