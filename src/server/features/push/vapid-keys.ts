import webPush from "web-push";
import type { PushConfig } from "../../config.js";
import type { Db } from "../../db/database.js";
import type { Clock } from "../../lib/clock.js";

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  subject: string;
}

/** The database keeps one generated pair, shared by every instance. */
const STORED_PAIR_ID = 1;

/**
 * The VAPID keys, so push works with no setting: configured ones, or a pair generated on first use and stored,
 * so every instance and every restart signs with the key browsers subscribed with. Two instances starting at
 * once both insert-if-absent and both read back the winner.
 */
export function createVapidKeySource(db: Db, clock: Clock, config: PushConfig): () => Promise<VapidKeys> {
  if (config.vapidKeys) {
    const keys = { ...config.vapidKeys, subject: config.subject };
    return () => Promise.resolve(keys);
  }
  let loading: Promise<VapidKeys> | undefined;
  const load = async (): Promise<VapidKeys> => {
    const generated = webPush.generateVAPIDKeys();
    await db
      .insertInto("vapid_keys")
      .values({
        id: STORED_PAIR_ID,
        public_key: generated.publicKey,
        private_key: generated.privateKey,
        created_at: clock.now().toISOString(),
      })
      .onConflict((oc) => oc.column("id").doNothing())
      .execute();
    const row = await db
      .selectFrom("vapid_keys")
      .select(["public_key", "private_key"])
      .where("id", "=", STORED_PAIR_ID)
      .executeTakeFirstOrThrow();
    return { publicKey: row.public_key, privateKey: row.private_key, subject: config.subject };
  };
  return () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
}
