import {
  PROMOTION_MESSAGES,
  previewOf,
  priceAfterDiscount,
  promotionEndsAt,
  type Discount,
  type PromotionCode,
  type PromotionCodeInput,
  type PromotionPreview,
  type PromotionRedemption,
} from "../../../shared/promotions.js";
import type { MessageKey } from "../../../shared/i18n/message-keys.js";
import { PLAN_TYPES, PLANS, type PlanType } from "../../../shared/plans.js";
import type { Db, Executor } from "../../db/database.js";
import type { CheckoutSessionRow, PromotionCodeRow } from "../../db/schema.js";
import { adminOnlyText, AppError } from "../../lib/app-error.js";
import type { Clock } from "../../lib/clock.js";
import { newId } from "../../lib/ids.js";
import { isUniqueViolation } from "../../lib/unique-violation.js";
import type { PaymentProvider } from "./payment-provider.js";
import { addMonths } from "./months.js";
import * as repo from "./promotion-codes.repo.js";

/*
 * Promotion codes (docs/product.md#promotion-codes). The provider charges the discount by its own arithmetic: a code
 * is mirrored at Stripe by a coupon and a promotion code, and a checkout opened with it names that promotion code
 * (docs/decisions/0030-promotion-codes-and-guarantee.md). The rules Stripe cannot hold for a code (which plans, once
 * per member) are checked here when the checkout opens and again when it is paid.
 */

export interface PromotionDeps {
  db: Db;
  clock: Clock;
  provider: PaymentProvider;
}

export const discountOf = (row: PromotionCodeRow): Discount => ({
  kind: row.discount_kind,
  value: row.discount_value,
  duration: row.duration,
  months: row.duration_months,
});

const plansOf = (row: PromotionCodeRow): PlanType[] => PLAN_TYPES.filter((plan) => row.plans.split(",").includes(plan));

function toPromotionCode(row: PromotionCodeRow, redemptions: number): PromotionCode {
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    discount: discountOf(row),
    plans: plansOf(row),
    expiresOn: row.expires_on,
    maxRedemptions: row.max_redemptions,
    oncePerMember: row.once_per_member === 1,
    active: row.active === 1,
    redemptions,
    createdAt: row.created_at,
  };
}

/**
 * Creates a code here, then its coupon and promotion code at the provider. If the provider refuses, the code is
 * removed again, so no code exists here that the provider would not honour.
 */
export async function createPromotionCode(
  deps: PromotionDeps,
  input: PromotionCodeInput,
  adminId: string,
): Promise<PromotionCode> {
  const now = deps.clock.now();
  if (input.expiresOn !== null && promotionEndsAt(input.expiresOn) <= now) {
    throw new AppError("invalid", adminOnlyText(PROMOTION_MESSAGES.expiry), {
      fieldErrors: { expiresOn: adminOnlyText(PROMOTION_MESSAGES.expiry) },
    });
  }
  const row: PromotionCodeRow = {
    id: newId(),
    code: input.code,
    name: input.name,
    discount_kind: input.kind,
    discount_value: input.value,
    duration: input.duration,
    duration_months: input.duration === "repeating" ? input.months : null,
    plans: input.plans.join(","),
    expires_on: input.expiresOn,
    max_redemptions: input.maxRedemptions,
    once_per_member: input.oncePerMember ? 1 : 0,
    active: 1,
    provider: deps.provider.name,
    provider_coupon_id: null,
    provider_promotion_code_id: null,
    created_at: now.toISOString(),
    created_by: adminId,
  };
  try {
    await repo.insertPromotionCode(deps.db, row);
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    throw new AppError("conflict", adminOnlyText(PROMOTION_MESSAGES.codeTaken), {
      fieldErrors: { code: adminOnlyText(PROMOTION_MESSAGES.codeTaken) },
    });
  }
  try {
    const ids = await deps.provider.createPromotion({
      id: row.id,
      code: row.code,
      name: row.name,
      discount: discountOf(row),
      expiresAt: row.expires_on ? promotionEndsAt(row.expires_on) : null,
      maxRedemptions: row.max_redemptions,
    });
    if (ids) {
      await repo.setPromotionProviderIds(deps.db, row.id, ids);
      row.provider_coupon_id = ids.couponId;
      row.provider_promotion_code_id = ids.promotionCodeId;
    }
  } catch (error) {
    await repo.deletePromotionCode(deps.db, row.id);
    throw error;
  }
  return toPromotionCode(row, 0);
}

/** One code as the admins see it, or null (the admin log reads it before and after a change). */
export async function findPromotionCodeView({ db }: { db: Db }, id: string): Promise<PromotionCode | null> {
  const row = await repo.findPromotionCode(db, id);
  return row ? toPromotionCode(row, await repo.countRedemptions(db, id)) : null;
}

export async function listPromotionCodes({ db }: { db: Db }): Promise<PromotionCode[]> {
  const rows = await repo.listPromotionCodes(db);
  return rows.map((row) => toPromotionCode(row, Number(row.redemptions)));
}

/** Switches a code off, at the provider first: nothing can be paid with it afterwards, anywhere. */
export async function deactivatePromotionCode(deps: PromotionDeps, id: string): Promise<PromotionCode> {
  const row = await repo.findPromotionCode(deps.db, id);
  if (!row) throw new AppError("not_found", PROMOTION_MESSAGES.notFound);
  if (row.active === 0) throw new AppError("conflict", adminOnlyText(PROMOTION_MESSAGES.alreadyInactive));
  if (row.provider_promotion_code_id && row.provider === deps.provider.name) {
    await deps.provider.deactivatePromotion(row.provider_promotion_code_id);
  }
  await repo.deactivatePromotionCode(deps.db, id);
  return toPromotionCode({ ...row, active: 0 }, await repo.countRedemptions(deps.db, id));
}

export async function promotionRedemptions({ db }: { db: Db }, id: string): Promise<PromotionRedemption[]> {
  if (!(await repo.findPromotionCode(db, id))) throw new AppError("not_found", PROMOTION_MESSAGES.notFound);
  const rows = await repo.listRedemptions(db, id);
  return rows.map((row) => ({
    id: row.id,
    memberEmail: row.email,
    plan: row.plan,
    amountCents: row.amount_cents,
    listPriceCents: row.list_price_cents,
    redeemedAt: row.redeemed_at,
  }));
}

/** Why this code cannot be used for this plan by this member now, or null. */
async function refusalOf(
  db: Executor,
  row: PromotionCodeRow,
  plan: PlanType,
  userId: string | null,
  now: Date,
): Promise<MessageKey | null> {
  if (row.active === 0) return PROMOTION_MESSAGES.inactive;
  if (row.expires_on && promotionEndsAt(row.expires_on) <= now) return PROMOTION_MESSAGES.expired;
  if (!plansOf(row).includes(plan)) return PROMOTION_MESSAGES.otherPlan;
  if (row.max_redemptions !== null && (await repo.countRedemptions(db, row.id)) >= row.max_redemptions) {
    return PROMOTION_MESSAGES.used;
  }
  if (userId && row.once_per_member === 1 && (await repo.hasRedeemed(db, row.id, userId))) {
    return PROMOTION_MESSAGES.oncePerMember;
  }
  return null;
}

/** The code a checkout may be opened with, or a 404 / 409 saying why not, in words the plans page shows. */
export async function usablePromotionCode(
  db: Executor,
  code: string,
  plan: PlanType,
  userId: string | null,
  now: Date,
): Promise<PromotionCodeRow> {
  const row = await repo.findPromotionCodeByCode(db, code.trim().toUpperCase());
  if (!row) throw new AppError("not_found", PROMOTION_MESSAGES.notFound);
  const refusal = await refusalOf(db, row, plan, userId, now);
  if (refusal) throw new AppError("conflict", refusal);
  return row;
}

/** A code applied to a plan, as the plans page shows it before paying (the signed-in member's own use counted). */
export async function previewPromotion(
  { db }: { db: Db },
  code: string,
  plan: PlanType,
  userId: string | null,
  now: Date,
): Promise<PromotionPreview> {
  const row = await usablePromotionCode(db, code, plan, userId, now);
  return previewOf({ code: row.code, name: row.name, discount: discountOf(row) }, plan);
}

/**
 * Records that a paid checkout used its code, once. Checked again at payment: a code that ran out or was used by
 * this member meanwhile is refused by the local checkout (`strict`); a Stripe payment has happened already and is
 * only recorded.
 */
export async function recordRedemption(
  trx: Executor,
  checkout: CheckoutSessionRow,
  paidCents: number,
  now: Date,
  strict: boolean,
): Promise<void> {
  if (!checkout.promotion_code_id) return;
  const row = await repo.findPromotionCode(trx, checkout.promotion_code_id);
  if (!row) return;
  if (strict) {
    const refusal = await refusalOf(trx, row, checkout.plan, checkout.user_id, now);
    if (refusal) throw new AppError("conflict", refusal);
  }
  const inserted = await repo.insertRedemptionOnce(trx, {
    id: newId(),
    promotion_code_id: row.id,
    user_id: checkout.user_id,
    checkout_id: checkout.id,
    member_key: row.once_per_member === 1 ? `${row.id}:${checkout.user_id}` : null,
    plan: checkout.plan,
    amount_cents: paidCents,
    list_price_cents: PLANS[checkout.plan].priceCents,
    redeemed_at: now.toISOString(),
  });
  if (!inserted && strict) throw new AppError("conflict", PROMOTION_MESSAGES.oncePerMember);
}

/**
 * What the built-in test checkout charges for a Pro renewal starting at `periodStart`, as Stripe's repeating coupon
 * would: discounted while within the code's months from the first payment, the list price after.
 */
export async function localRenewalPriceCents(
  db: Executor,
  checkout: CheckoutSessionRow | undefined,
  periodStart: string,
): Promise<number> {
  const list = PLANS.pro.priceCents;
  if (!checkout?.promotion_code_id || !checkout.completed_at) return list;
  const row = await repo.findPromotionCode(db, checkout.promotion_code_id);
  if (!row || row.duration !== "repeating" || row.duration_months === null) return list;
  const until = addMonths(new Date(checkout.completed_at), row.duration_months).toISOString();
  return periodStart < until ? priceAfterDiscount(list, discountOf(row)) : list;
}
