import { hasAccess, hasOpenEndedAccess } from "../../../shared/access.js";
import type { MessageKey } from "../../../shared/i18n/message-keys.js";
import { PAYMENT_MESSAGES } from "../../../shared/payments.js";
import { PLANS, PLAN_TYPES, type PlanType } from "../../../shared/plans.js";
import { hadTrial } from "../../../shared/plan-choice.js";
import type { Db, Executor } from "../../db/database.js";
import type { CheckoutSessionRow, UserRow } from "../../db/schema.js";
import type { Clock } from "../../lib/clock.js";
import { AppError } from "../../lib/app-error.js";
import { newId } from "../../lib/ids.js";
import { isUniqueViolation } from "../../lib/unique-violation.js";
import { toPublicUser } from "../users/users.service.js";
import {
  closeCheckout,
  deleteCheckoutSession,
  findCheckoutSession,
  findOpenCheckout,
  insertCheckoutSession,
  markCheckoutOpen,
} from "./checkout-sessions.repo.js";
import { CHECKOUT_REUSE_MS, type PaymentProvider } from "./payment-provider.js";
import { listUserProSubscriptions } from "./pro-subscriptions.repo.js";
import { trialChargesWithRefunds } from "./ledger.repo.js";
import { hasPlan } from "../../../shared/plan-features.js";
import { priceAfterDiscount } from "../../../shared/promotions.js";
import { discountOf, usablePromotionCode } from "./promotion-codes.service.js";

/** How long a second request waits for the first one's provider call to answer. */
const CREATING_WAIT_MS = 10_000;

export interface CheckoutDeps {
  db: Db;
  clock: Clock;
  provider: PaymentProvider;
}

/**
 * Why this purchase makes no sense now (409), or null. Pro: not while Pro is paid or a Pro subscription is still
 * running (even past due: it is fixed in billing, not by a second one). Trial: not while any access lasts, and once
 * per member.
 * Neither over an admin's open-ended grant, which a purchase could not improve.
 */
export async function purchaseRefusal(
  { db }: { db: Executor },
  user: UserRow,
  plan: PlanType,
  now: Date,
): Promise<MessageKey | null> {
  const publicUser = toPublicUser(user);
  const active = hasAccess(publicUser, now);
  if (hasOpenEndedAccess(publicUser)) return PAYMENT_MESSAGES.accessGranted;
  if (hasPlan(publicUser, "pro", now)) return PAYMENT_MESSAGES.proActive;
  if (plan === "pro") {
    const subscriptions = await listUserProSubscriptions(db, user.id);
    const running = subscriptions.some((s) => !["canceled", "incomplete_expired"].includes(s.status) && !s.ended_at);
    return running ? PAYMENT_MESSAGES.proExists : null;
  }
  if (active) {
    return user.subscription_status === "trial" ? PAYMENT_MESSAGES.trialActive : PAYMENT_MESSAGES.accessActive;
  }
  const trialCharges = await trialChargesWithRefunds(db, user.id);
  const payments = trialCharges.map(() => ({ kind: "charge", plan: "trial" }) as const);
  return hadTrial(publicUser, payments) ? PAYMENT_MESSAGES.trialUsed : null;
}

/** Two requests opened the same checkout at once and this one could not use the other's: the member tries again. */
const CHECKOUT_BUSY = "messages:payments.checkoutBusy";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Starts a checkout and answers its url. At most one checkout is open per user and plan (a unique key), so a
 * double click, or two tabs, get the same one; a checkout older than CHECKOUT_REUSE_MS is replaced.
 */
export async function startCheckout(deps: CheckoutDeps, user: UserRow, plan: PlanType, code?: string): Promise<string> {
  const now = deps.clock.now();
  const refusal = await purchaseRefusal(deps, user, plan, now);
  if (refusal) throw new AppError("conflict", refusal);
  const promotion = code ? await usablePromotionCode(deps.db, code, plan, user.id, now) : undefined;

  // One purchase at a time: the other plan's checkout, left open in another tab, could otherwise be paid after
  // this one and charge for access the member already has (a trial bought on top of Pro).
  for (const other of PLAN_TYPES.filter((type) => type !== plan)) {
    const open = await findOpenCheckout(deps.db, openKeyOf(user.id, other));
    if (open?.status === "open") await retireCheckout(deps, open, now);
  }

  const openKey = openKeyOf(user.id, plan);
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const existing = await findOpenCheckout(deps.db, openKey);
    if (existing) {
      const age = now.getTime() - new Date(existing.created_at).getTime();
      // The same checkout only for the same code: another code (or none) is another price.
      const sameCode = (existing.promotion_code_id ?? null) === (promotion?.id ?? null);
      if (age < CHECKOUT_REUSE_MS && sameCode) return waitForUrl(deps.db, existing.id);
      await retireCheckout(deps, existing, now);
    }
    const id = newId();
    try {
      await insertCheckoutSession(deps.db, {
        id,
        user_id: user.id,
        plan,
        provider: deps.provider.name,
        provider_session_id: null,
        url: null,
        status: "creating",
        open_key: openKey,
        amount_cents: promotion
          ? priceAfterDiscount(PLANS[plan].priceCents, discountOf(promotion))
          : PLANS[plan].priceCents,
        promotion_code_id: promotion?.id ?? null,
        created_at: now.toISOString(),
        completed_at: null,
        provider_subscription_id: null,
      });
    } catch (error) {
      if (isUniqueViolation(error)) continue; // another request opened it a moment ago: reuse theirs
      throw error;
    }
    try {
      const opened = await deps.provider.createCheckout({
        checkoutId: id,
        user,
        plan,
        providerPromotionCodeId: promotion?.provider_promotion_code_id,
      });
      await markCheckoutOpen(deps.db, id, opened.providerSessionId, opened.url);
      return opened.url;
    } catch (error) {
      await deleteCheckoutSession(deps.db, id);
      throw error;
    }
  }
  throw new AppError("conflict", CHECKOUT_BUSY);
}

const openKeyOf = (userId: string, plan: PlanType) => `${userId}:${plan}`;

/**
 * Makes a checkout unpayable at the provider first, then closes it here: if the provider cannot be reached, the
 * request fails and the checkout stays known as open, rather than forgotten here and still payable there.
 */
async function retireCheckout(deps: CheckoutDeps, session: CheckoutSessionRow, now: Date): Promise<void> {
  if (session.provider_session_id) await deps.provider.expireCheckout(session.provider_session_id);
  await closeCheckout(deps.db, session.id, "expired", now.toISOString());
}

async function waitForUrl(db: Db, id: string): Promise<string> {
  const deadline = Date.now() + CREATING_WAIT_MS;
  for (;;) {
    const session = await findCheckoutSession(db, id);
    if (session?.url) return session.url;
    if (!session || session.status !== "creating" || Date.now() > deadline) {
      throw new AppError("conflict", CHECKOUT_BUSY);
    }
    await sleep(100);
  }
}
