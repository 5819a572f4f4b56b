import type { Executor } from "../../db/database.js";

/**
 * Records that the user signed in from this browser and address; true when it is the first time. '' stands for
 * what the request did not tell, so the key never holds a null (which no unique key would compare).
 */
export async function rememberSignInDevice(
  db: Executor,
  device: { userId: string; userAgent: string; ip: string },
  now: string,
): Promise<boolean> {
  const inserted = await db
    .insertInto("sign_in_devices")
    .values({ user_id: device.userId, user_agent: device.userAgent, ip: device.ip, first_seen_at: now })
    .onConflict((conflict) => conflict.columns(["user_id", "user_agent", "ip"]).doNothing())
    .returning("user_id")
    .executeTakeFirst();
  return inserted !== undefined;
}
