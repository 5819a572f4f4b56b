import type { Executor } from "../../db/database.js";

/**
 * Claims an event id; false when it was already processed (the event is then ignored). A refused event is
 * stored with why, so it can be looked into and is not applied should it come again.
 */
export async function claimPaymentEvent(
  db: Executor,
  event: { id: string; type: string; userId: string | null; livemode: boolean; refusal?: string },
  now: string,
): Promise<boolean> {
  const result = await db
    .insertInto("payment_events")
    .values({
      id: event.id,
      type: event.type,
      user_id: event.userId,
      received_at: now,
      livemode: event.livemode ? 1 : 0,
      refusal: event.refusal ?? null,
    })
    .onConflict((oc) => oc.column("id").doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}
