import type { Db } from "../../db/database.js";
import type { Logger } from "../../lib/logger.js";
import { trackingPausedEmail } from "../mail/email-texts.js";
import type { Mailer } from "../mail/mailer.js";
import { sendMemberMail } from "../mail/member-mail.js";
import { listAdminEmails } from "./admin-users.repo.js";

export interface TrackingPausedMailDeps {
  db: Db;
  mailer: Mailer;
  appName: string;
  publicUrl: string;
  log: Logger;
}

/**
 * docs/prices.md#staleness: every admin is emailed when an instrument's tracking pauses. Never rejects: a mail
 * failure is logged and tracking carries on.
 */
export function trackingPausedMail(deps: TrackingPausedMailDeps) {
  return async (asset: string, since: string): Promise<void> => {
    try {
      const email = trackingPausedEmail({ appName: deps.appName, asset, since, adminUrl: `${deps.publicUrl}/admin` });
      for (const admin of await listAdminEmails(deps.db)) await sendMemberMail(deps.mailer, admin, email);
    } catch (err) {
      deps.log.error({ err, asset }, "tracking paused email failed");
    }
  };
}
