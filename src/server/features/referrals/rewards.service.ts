import {
  creditApplied,
  memberRewardCents,
  rewardDescription,
  rewardStatus,
  type CreditFigures,
  type MemberCredit,
  type RewardRow,
} from "../../../shared/referral-rewards.js";
import { commissionHoldUntil, type ReferralProgram } from "../../../shared/referrals.js";
import type { Db, Executor } from "../../db/database.js";
import type { Clock } from "../../lib/clock.js";
import { newId } from "../../lib/ids.js";
import * as repo from "./rewards.repo.js";

/*
 * Members' rewards for referrals (docs/product.md#referrals, docs/decisions/0036-member-credit.md): a member who is
 * not an affiliate earns credit (an amount, or a month of Pro) when someone they referred pays; it waits out the
 * guarantee window of that payment, a refund in the window reverses it, then it is granted: at Stripe as a customer
 * balance transaction, which Stripe takes off the next invoice; with the local checkout in our own ledger, taken off
 * the next local Pro payment the same way.
 */

/** The credit to put on a member's account at the payment provider. */
export interface CreditGrant {
  userId: string;
  amountCents: number;
  /** False for test credit: never put on a customer of a live Stripe account. */
  livemode: boolean;
  description: string;
  /** One per reward: a retried grant gives the credit once. */
  idempotencyKey: string;
  rewardId: string;
}

/** Gives the credit at the provider; answers the provider's transaction, or null when our ledger holds it. */
export type GrantCredit = (grant: CreditGrant) => Promise<{ transactionId: string } | null>;

const REWARD_LIST_LIMIT = 200;
const GRANTS_PER_RUN = 100;

const shortName = (first: string | null, last: string | null) =>
  first ? `${first} ${(last ?? "").slice(0, 1)}.` : "Deleted account";

/**
 * Called with a referred member's new charge when their referrer is not an affiliate: the referrer's reward, pending
 * through the payment's guarantee window. Nothing when the program gives members nothing or the payment is zero;
 * one reward per referred member (and kind of money), however many payments follow.
 */
export async function recordMemberReward(
  trx: Executor,
  program: ReferralProgram,
  payment: {
    referrerId: string;
    userId: string;
    paymentId: string;
    paymentReference: string;
    amountCents: number;
    livemode: boolean;
    paidAt: string;
    now: string;
  },
): Promise<void> {
  const cents = memberRewardCents(program);
  if (cents <= 0 || payment.amountCents <= 0 || program.memberReward === "none") return;
  await repo.insertReward(trx, {
    id: newId(),
    referrer_id: payment.referrerId,
    referred_id: payment.userId,
    payment_id: payment.paymentId,
    payment_reference: payment.paymentReference,
    payment_cents: payment.amountCents,
    kind: program.memberReward,
    amount_cents: cents,
    livemode: payment.livemode ? 1 : 0,
    status: "pending",
    paid_at: payment.paidAt,
    hold_until: commissionHoldUntil(payment.paidAt).toISOString(),
    reversed_at: null,
    reversed_reason: null,
    granted_at: null,
    provider_transaction_id: null,
    created_at: payment.now,
  });
}

/** A refund or chargeback of a payment within its window: the reward it earned is reversed, nothing granted. */
export const reverseMemberRewards = repo.reverseRewardsOf;

/**
 * Grants the rewards whose window has passed: each is first taken out of a refund's reach, then given at the
 * provider under its own idempotency key, then marked granted. A grant that fails stays to be retried by the next
 * run with the same key, so the credit is given once. Answers how many were granted.
 */
export async function grantDueRewards(deps: { db: Db; clock: Clock; grant: GrantCredit }): Promise<number> {
  const due = await repo.claimDueRewards(deps.db, deps.clock.now().toISOString(), GRANTS_PER_RUN);
  let granted = 0;
  let failure: unknown;
  for (const reward of due) {
    try {
      const given = await deps.grant({
        userId: reward.referrer_id,
        amountCents: reward.amount_cents,
        livemode: reward.livemode === 1,
        description: rewardDescription(reward.kind, shortName(reward.referredFirst, reward.referredLast)),
        idempotencyKey: `referral-reward-${reward.id}`,
        rewardId: reward.id,
      });
      await repo.markRewardGranted(deps.db, reward.id, {
        at: deps.clock.now().toISOString(),
        transactionId: given?.transactionId ?? null,
      });
      granted += 1;
    } catch (error) {
      // One member's failed grant does not hold up the others'; the run reports it and the next retries it.
      failure ??= error;
    }
  }
  if (failure !== undefined) throw failure;
  return granted;
}

/**
 * The local checkout's payment of `amountCents` for a member: their granted credit of the same kind of money is
 * taken off it, as Stripe takes a customer balance off an invoice, and recorded once for the invoice. Answers what
 * is left to pay (the same however often the same invoice is asked about).
 */
export async function applyLedgerCredit(
  trx: Executor,
  payment: { userId: string; paymentReference: string; amountCents: number; livemode: boolean; at: string },
): Promise<number> {
  const known = await repo.findCreditUse(trx, payment.paymentReference);
  if (known) return payment.amountCents - known.amount_cents;
  const used = await ledgerCreditFor(trx, payment);
  if (used > 0) {
    await repo.insertCreditUse(trx, {
      id: newId(),
      user_id: payment.userId,
      payment_reference: payment.paymentReference,
      amount_cents: used,
      livemode: payment.livemode ? 1 : 0,
      used_at: payment.at,
    });
  }
  return payment.amountCents - used;
}

/** What a local payment of `amountCents` by the member would take from their credit now (test money: the local checkout). */
export async function ledgerCreditFor(
  db: Executor,
  payment: { userId: string; amountCents: number; livemode: boolean },
): Promise<number> {
  const figures = figuresOf(await repo.rewardSums(db, payment.userId), await repo.creditUsedSums(db, payment.userId));
  return creditApplied(figures(payment.livemode ? 1 : 0).balanceCents, payment.amountCents);
}

/** A payment the provider took partly or wholly from the member's credit (a Stripe invoice): recorded once. */
export async function recordProviderCreditUse(
  trx: Executor,
  invoice: { userId: string; paymentReference: string; usedCents: number; livemode: boolean; at: string },
): Promise<void> {
  if (invoice.usedCents <= 0) return;
  await repo.insertCreditUse(trx, {
    id: newId(),
    user_id: invoice.userId,
    payment_reference: invoice.paymentReference,
    amount_cents: invoice.usedCents,
    livemode: invoice.livemode ? 1 : 0,
    used_at: invoice.at,
  });
}

type RewardSums = Awaited<ReturnType<typeof repo.rewardSums>>;
type UsedSums = Awaited<ReturnType<typeof repo.creditUsedSums>>;
const figuresOf =
  (rewards: RewardSums, uses: UsedSums) =>
  (livemode: number): CreditFigures => {
    const reward = rewards.find((row) => Number(row.livemode) === livemode);
    const use = uses.find((row) => Number(row.livemode) === livemode);
    const grantedCents = Number(reward?.granted ?? 0);
    const usedCents = Number(use?.used ?? 0);
    return {
      pendingCents: Number(reward?.pending ?? 0),
      grantedCents,
      usedCents,
      balanceCents: Math.max(grantedCents - usedCents, 0),
    };
  };

type RewardListRow = Awaited<ReturnType<typeof repo.listRewards>>[number];
const toRewardRow = (row: RewardListRow): RewardRow => ({
  id: row.id,
  referrerId: row.referrer_id,
  referrerEmail: row.referrerEmail,
  referredName: shortName(row.referredFirst, row.referredLast),
  kind: row.kind,
  paymentCents: row.payment_cents,
  amountCents: row.amount_cents,
  status: rewardStatus(row.status),
  livemode: row.livemode === 1,
  paidAt: row.paid_at,
  holdUntil: row.hold_until,
  reversedReason: row.reversed_reason,
});

/** A member's credit from referrals: what a referral earns them now, their figures and their rewards. */
export async function memberCredit(
  db: Executor,
  userId: string,
  offer: { program: ReferralProgram; affiliate: boolean },
): Promise<MemberCredit> {
  const [rewards, uses, rows] = await Promise.all([
    repo.rewardSums(db, userId),
    repo.creditUsedSums(db, userId),
    repo.listRewards(db, { referrerId: userId, limit: REWARD_LIST_LIMIT }),
  ]);
  const figures = figuresOf(rewards, uses);
  const hasTest = rewards.some((row) => Number(row.livemode) === 0) || uses.some((row) => Number(row.livemode) === 0);
  const reward = offer.affiliate ? "none" : offer.program.memberReward;
  return {
    reward,
    rewardCents: reward === "none" ? 0 : memberRewardCents(offer.program),
    figures: figures(1),
    testFigures: hasTest ? figures(0) : null,
    rewards: rows.map(toRewardRow),
  };
}

/** Every member's rewards, newest first, for the admin. */
export async function listMemberRewards(db: Executor): Promise<RewardRow[]> {
  return (await repo.listRewards(db, { limit: REWARD_LIST_LIMIT })).map(toRewardRow);
}
