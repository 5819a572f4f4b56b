import type { Insertable } from "kysely";
import type { Executor } from "../../db/database.js";
import type {
  PromotionCodeRow,
  PromotionCodesTable,
  PromotionRedemptionRow,
  PromotionRedemptionsTable,
} from "../../db/schema.js";

export async function insertPromotionCode(db: Executor, row: Insertable<PromotionCodesTable>): Promise<void> {
  await db.insertInto("promotion_codes").values(row).execute();
}

export function findPromotionCode(db: Executor, id: string): Promise<PromotionCodeRow | undefined> {
  return db.selectFrom("promotion_codes").selectAll().where("id", "=", id).executeTakeFirst();
}

export function findPromotionCodeByCode(db: Executor, code: string): Promise<PromotionCodeRow | undefined> {
  return db.selectFrom("promotion_codes").selectAll().where("code", "=", code).executeTakeFirst();
}

export async function setPromotionProviderIds(
  db: Executor,
  id: string,
  ids: { couponId: string; promotionCodeId: string },
): Promise<void> {
  await db
    .updateTable("promotion_codes")
    .set({ provider_coupon_id: ids.couponId, provider_promotion_code_id: ids.promotionCodeId })
    .where("id", "=", id)
    .execute();
}

export async function deactivatePromotionCode(db: Executor, id: string): Promise<void> {
  await db.updateTable("promotion_codes").set({ active: 0 }).where("id", "=", id).execute();
}

export async function deletePromotionCode(db: Executor, id: string): Promise<void> {
  await db.deleteFrom("promotion_codes").where("id", "=", id).execute();
}

/** Every code, newest first, with how many paid checkouts used it. */
export function listPromotionCodes(db: Executor): Promise<(PromotionCodeRow & { redemptions: number | string })[]> {
  return db
    .selectFrom("promotion_codes as c")
    .selectAll("c")
    .select((eb) =>
      eb
        .selectFrom("promotion_redemptions as r")
        .select((r) => r.fn.countAll<number | string>().as("n"))
        .whereRef("r.promotion_code_id", "=", "c.id")
        .as("redemptions"),
    )
    .orderBy("c.created_at", "desc")
    .orderBy("c.id")
    .$narrowType<{ redemptions: number | string }>()
    .execute();
}

export async function countRedemptions(db: Executor, codeId: string): Promise<number> {
  const row = await db
    .selectFrom("promotion_redemptions")
    .select((eb) => eb.fn.countAll<number | string>().as("n"))
    .where("promotion_code_id", "=", codeId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function hasRedeemed(db: Executor, codeId: string, userId: string): Promise<boolean> {
  const row = await db
    .selectFrom("promotion_redemptions")
    .select("id")
    .where("promotion_code_id", "=", codeId)
    .where("user_id", "=", userId)
    .executeTakeFirst();
  return row !== undefined;
}

/** Records a paid checkout's use of a code once (unique by checkout; by member too for a once-per-member code). */
export async function insertRedemptionOnce(db: Executor, row: PromotionRedemptionsTable): Promise<boolean> {
  const result = await db
    .insertInto("promotion_redemptions")
    .values(row)
    .onConflict((oc) => oc.doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

/** A code's redemptions, newest first, with the member's email while the account exists. */
export function listRedemptions(
  db: Executor,
  codeId: string,
): Promise<(PromotionRedemptionRow & { email: string | null })[]> {
  return db
    .selectFrom("promotion_redemptions as r")
    .leftJoin("users as u", "u.id", "r.user_id")
    .selectAll("r")
    .select("u.email")
    .where("r.promotion_code_id", "=", codeId)
    .orderBy("r.redeemed_at", "desc")
    .orderBy("r.id")
    .execute();
}
