import type { Executor } from "../../db/database.js";
import type { GuaranteeRefundRow, GuaranteeRefundsTable } from "../../db/schema.js";

export function findGuaranteeRefund(db: Executor, userId: string): Promise<GuaranteeRefundRow | undefined> {
  return db.selectFrom("guarantee_refunds").selectAll().where("user_id", "=", userId).executeTakeFirst();
}

/** The member's one claim; a second one fails on the primary key. */
export async function claimGuaranteeRefund(db: Executor, row: GuaranteeRefundsTable): Promise<void> {
  await db.insertInto("guarantee_refunds").values(row).execute();
}

/** The provider refused or could not be reached: the claim goes, so the member may ask again. */
export async function withdrawGuaranteeClaim(db: Executor, userId: string): Promise<void> {
  await db.deleteFrom("guarantee_refunds").where("user_id", "=", userId).where("status", "=", "pending").execute();
}

export async function completeGuaranteeRefund(db: Executor, userId: string, at: string): Promise<void> {
  await db
    .updateTable("guarantee_refunds")
    .set({ status: "done", completed_at: at })
    .where("user_id", "=", userId)
    .execute();
}
