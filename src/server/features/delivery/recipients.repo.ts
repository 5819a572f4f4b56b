import type { RawBuilder, SqlBool } from "kysely";
import type { Notice } from "../../../shared/notification-preferences.js";
import { memberWithAccessSql } from "../../db/access.js";
import type { Executor } from "../../db/database.js";
import { audienceSql, deliverySql, type Audience } from "../../db/delivery.js";
import type { Recipient } from "./delivery-channel.js";

/**
 * The members of the audience a channel reaches (`reachable`) whose preferences want this notice on it now: one
 * query, for a channel that writes to each member (email).
 */
export function listRecipients(
  db: Executor,
  { audience, notice, quietNow, now }: { audience: Audience; notice: Notice; quietNow: readonly string[]; now: string },
  reachable: (users: string) => RawBuilder<SqlBool>,
): Promise<Recipient[]> {
  return db
    .selectFrom("users as u")
    .leftJoin("notification_preferences as p", "p.user_id", "u.id")
    .select(["u.id", "u.email", "u.email_verified_at", "u.first_name", "u.language", "p.time_zone"])
    .where(memberWithAccessSql(now, "u"))
    .where(audienceSql(audience, "u"))
    .where(reachable("u"))
    .where(deliverySql("deliver", notice, quietNow, { users: "u", prefs: "p" }))
    .orderBy("u.id")
    .execute();
}
