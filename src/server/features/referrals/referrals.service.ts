import { createHmac, randomInt } from "node:crypto";
import {
  attributionEndsAt,
  commissionCents,
  commissionHoldUntil,
  commissionStatus,
  DEFAULT_REFERRAL_PROGRAM,
  firstTouch,
  isSelfReferral,
  nextPayout,
  REFERRAL_CODE_ALPHABET,
  REFERRAL_CODE_LENGTH,
  REFERRAL_CODE_PATTERN,
  REFERRAL_MESSAGES,
  REFERRAL_WINDOW_DAYS,
  referralProgramSchema,
  type AffiliateSummary,
  type CommissionFigures,
  type CommissionRow,
  type Payout,
  type ReferralAdmin,
  type ReferralDashboard,
  type ReferralLanding,
  type ReferralProgram,
} from "../../../shared/referrals.js";
import type { Db, Executor } from "../../db/database.js";
import { adminOnlyText, AppError } from "../../lib/app-error.js";
import type { Clock } from "../../lib/clock.js";
import { newId } from "../../lib/ids.js";
import { readJsonSetting, writeJsonSetting } from "../settings/json-setting.js";
import { findUserByEmail, findUserById } from "../users/users.service.js";
import * as repo from "./referrals.repo.js";
import { listMemberRewards, memberCredit, recordMemberReward, reverseMemberRewards } from "./rewards.service.js";

/*
 * Referrals and affiliates (docs/product.md#referrals, docs/decisions/0034-referrals-and-affiliates.md): a visit
 * through a member's link is recorded here with its id in a first-party cookie; registration within the window
 * makes the referral, first touch; each payment of a referred member may earn the referrer a commission, held
 * through the guarantee window, reversed by a refund or chargeback, paid when the admin marks a payout.
 */

export interface ReferralsDeps {
  db: Db;
  clock: Clock;
  /** The site's address, for the links members share. */
  publicUrl: string;
  /** Keys the hash that tells one visitor's clicks apart without keeping their address. */
  clickSecret: () => Promise<string>;
}

const PROGRAM_KEY = "referralProgram";
const LEDGER_LIMIT = 200;

export async function referralProgram(db: Executor): Promise<ReferralProgram> {
  return (await readJsonSetting(db, PROGRAM_KEY, referralProgramSchema)) ?? DEFAULT_REFERRAL_PROGRAM;
}

export async function saveReferralProgram(
  { db, clock }: Pick<ReferralsDeps, "db" | "clock">,
  program: ReferralProgram,
  actorId: string,
): Promise<ReferralProgram> {
  await writeJsonSetting(db, PROGRAM_KEY, program, { at: clock.now().toISOString(), by: actorId });
  return referralProgram(db);
}

const shortName = (user: { first_name: string; last_name: string }) =>
  `${user.first_name} ${user.last_name.slice(0, 1)}${user.last_name ? "." : ""}`.trim();

/** The member's code, made the first time it is asked for (retried on the rare collision). */
export async function ensureReferralCode(db: Executor, userId: string, now: Date): Promise<string> {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const existing = await repo.findCodeOfUser(db, userId);
    if (existing) return existing;
    const code = Array.from({ length: REFERRAL_CODE_LENGTH }, () =>
      REFERRAL_CODE_ALPHABET.charAt(randomInt(REFERRAL_CODE_ALPHABET.length)),
    ).join("");
    await repo.insertCode(db, { user_id: userId, code, created_at: now.toISOString() });
  }
  const code = await repo.findCodeOfUser(db, userId);
  if (!code) throw new Error("could not store a referral code");
  return code;
}

const linkOf = (publicUrl: string, code: string) => `${publicUrl.replace(/\/$/, "")}/r/${code}`;

export interface VisitRequest {
  code: string;
  /** The visit id the browser's cookie holds, if any. */
  cookieVisitId: string | undefined;
  /** A visit carried from another device (`?v=` on the link). */
  carriedVisitId: string | undefined;
  address: string;
  userAgent: string;
}

/**
 * A click on a referral link: counted once per visitor and UTC day for the code's member, and the visit that counts
 * for this browser decided, first touch: a visit still within its window is kept over any later one; a visit
 * carried from another device counts from its own first time. Answers the visit id the cookie should hold.
 */
export async function recordVisit(deps: ReferralsDeps, request: VisitRequest): Promise<string | null> {
  const now = deps.clock.now();
  const code = request.code.toLowerCase();
  const referrer = REFERRAL_CODE_PATTERN.test(code) ? await repo.findReferrerByCode(deps.db, code) : undefined;
  if (referrer) {
    const day = now.toISOString().slice(0, 10);
    const visitorKey = createHmac("sha256", `referral-click:${await deps.clickSecret()}`)
      .update(`${request.address}\n${request.userAgent}\n${day}`)
      .digest("base64url");
    await repo.insertClick(deps.db, { referrer_id: referrer.id, visitor_key: visitorKey, day });
  }
  const known = await Promise.all(
    [request.cookieVisitId, request.carriedVisitId]
      .filter((id): id is string => typeof id === "string" && id.length > 0 && id.length <= 64)
      .map((id) => repo.findVisit(deps.db, id)),
  );
  const counting = firstTouch(
    known.filter((visit) => visit !== undefined),
    now,
  );
  if (counting) return counting.id;
  if (!referrer) return null;
  const id = newId();
  await repo.insertVisit(deps.db, { id, referrer_id: referrer.id, visited_at: now.toISOString() });
  return id;
}

/** What the landing of a referral link says: whose invitation counts, until when, and the link for another device. */
export async function referralLanding(
  deps: ReferralsDeps,
  code: string,
  cookieVisitId: string | undefined,
): Promise<ReferralLanding> {
  const now = deps.clock.now();
  const visit = cookieVisitId ? await repo.findVisit(deps.db, cookieVisitId) : undefined;
  if (visit && firstTouch([visit], now)) {
    const referrerCode = await repo.findCodeOfUser(deps.db, visit.referrerId);
    return {
      referrerName: shortName({ first_name: visit.firstName, last_name: visit.lastName }),
      windowDays: REFERRAL_WINDOW_DAYS,
      attributedUntil: attributionEndsAt(visit.visitedAt).toISOString(),
      carryLink: referrerCode ? `${linkOf(deps.publicUrl, referrerCode)}?v=${visit.id}` : null,
    };
  }
  const referrer = REFERRAL_CODE_PATTERN.test(code.toLowerCase())
    ? await repo.findReferrerByCode(deps.db, code.toLowerCase())
    : undefined;
  if (!referrer) throw new AppError("not_found", "messages:referrals.linkInvalid");
  return {
    referrerName: shortName(referrer),
    windowDays: REFERRAL_WINDOW_DAYS,
    attributedUntil: null,
    carryLink: null,
  };
}

/**
 * At registration: the visit this browser holds makes the referral if it is still within its window and is not the
 * new member's own link. Answers whether a referral was made.
 */
export async function attributeRegistration(
  deps: Pick<ReferralsDeps, "db" | "clock">,
  userId: string,
  cookieVisitId: string | undefined,
): Promise<boolean> {
  if (!cookieVisitId || cookieVisitId.length > 64) return false;
  const now = deps.clock.now();
  const visit = await repo.findVisit(deps.db, cookieVisitId);
  if (!visit || !firstTouch([visit], now)) return false;
  const [referrer, referred] = await Promise.all([
    repo.partyOf(deps.db, visit.referrerId),
    repo.partyOf(deps.db, userId),
  ]);
  if (!referrer || !referred || isSelfReferral(referrer, referred)) return false;
  return repo.insertReferral(deps.db, {
    referred_id: userId,
    referrer_id: visit.referrerId,
    visit_id: visit.id,
    visited_at: visit.visitedAt,
    registered_at: now.toISOString(),
  });
}

export interface ReferredPayment {
  paymentId: string;
  paymentReference: string;
  userId: string;
  amountCents: number;
  /** False for a test payment: its commission is kept apart, never counted or paid. */
  livemode: boolean;
  paidAt: string;
  now: string;
}

/**
 * Called in the transaction that records a new charge: the commission it earns the member's referrer, pending
 * until the guarantee window has passed, or for a referrer who is not an affiliate the member's reward the program
 * gives (rewards.service.ts). Nothing for a member nobody referred, a referral of oneself (checked again now the payer's customer is known), or a payment outside the
 * program's months. Unique by payment: a replayed webhook adds nothing.
 */
export async function recordReferredPayment(trx: Executor, payment: ReferredPayment): Promise<void> {
  const referral = await repo.findReferralOf(trx, payment.userId);
  if (!referral) return;
  const program = await referralProgram(trx);
  const [referrer, referred] = await Promise.all([
    repo.partyOf(trx, referral.referrer_id),
    repo.partyOf(trx, payment.userId),
  ]);
  if (!referrer || !referred || isSelfReferral(referrer, referred)) return;
  if (!(await isAffiliate(trx, program, referral.referrer_id))) {
    await recordMemberReward(trx, program, { ...payment, referrerId: referral.referrer_id });
    return;
  }
  const livemode = payment.livemode ? 1 : 0;
  const firstPaidAt = (await repo.firstChargeAt(trx, payment.userId, livemode)) ?? payment.paidAt;
  const cents = commissionCents(program, { amountCents: payment.amountCents, paidAt: payment.paidAt, firstPaidAt });
  if (cents <= 0) return;
  await repo.insertCommission(trx, {
    id: newId(),
    referrer_id: referral.referrer_id,
    referred_id: payment.userId,
    payment_id: payment.paymentId,
    payment_reference: payment.paymentReference,
    payment_cents: payment.amountCents,
    commission_cents: cents,
    livemode,
    status: "pending",
    paid_at: payment.paidAt,
    hold_until: commissionHoldUntil(payment.paidAt).toISOString(),
    reversed_at: null,
    reversed_reason: null,
    payout_id: null,
    created_at: payment.now,
  });
}

/**
 * A refund or a chargeback of a payment: its commission, not yet paid out, is reversed (once), and so is a member's
 * reward it earned that is still waiting out the window. Answers how many were reversed.
 */
export async function reverseReferredPayment(
  trx: Executor,
  paymentReference: string,
  change: { at: string; reason: "refund" | "chargeback" },
): Promise<number> {
  const commissions = await repo.reverseCommissionsOf(trx, paymentReference, change);
  return commissions + (await reverseMemberRewards(trx, paymentReference, change));
}

const NO_FIGURES: CommissionFigures = { pendingCents: 0, earnedCents: 0, reversedCents: 0, paidCents: 0 };

type Sums = Awaited<ReturnType<typeof repo.commissionSums>>;
function figuresOf(sums: Sums, referrerId: string, livemode: number): CommissionFigures {
  const row = sums.find((sum) => sum.referrer_id === referrerId && Number(sum.livemode) === livemode);
  if (!row) return NO_FIGURES;
  return {
    pendingCents: Number(row.pending),
    earnedCents: Number(row.earned),
    reversedCents: Number(row.reversed),
    paidCents: Number(row.paid),
  };
}

type CommissionListRow = Awaited<ReturnType<typeof repo.listCommissions>>[number];
const toCommissionRow = (row: CommissionListRow, now: Date): CommissionRow => ({
  id: row.id,
  referrerId: row.referrer_id,
  referrerEmail: row.referrerEmail,
  referredName: row.referredFirst ? `${row.referredFirst} ${(row.referredLast ?? "").slice(0, 1)}.` : "Deleted account",
  paymentCents: row.payment_cents,
  commissionCents: row.commission_cents,
  status: commissionStatus(row.status, row.hold_until, now),
  livemode: row.livemode === 1,
  paidAt: row.paid_at,
  holdUntil: row.hold_until,
  reversedReason: row.reversed_reason,
});

async function isAffiliate(db: Executor, program: ReferralProgram, userId: string) {
  return program.affiliates === "everyone" || (await repo.isMarkedAffiliate(db, userId));
}

/** The member's own page of referrals: their link, what it brought, and what they earn. */
export async function referralDashboard(deps: ReferralsDeps, userId: string): Promise<ReferralDashboard> {
  const now = deps.clock.now();
  const code = await ensureReferralCode(deps.db, userId, now);
  const program = await referralProgram(deps.db);
  const [counts, sums, rows, affiliate] = await Promise.all([
    repo.referralCounts(deps.db, [userId]),
    repo.commissionSums(deps.db, now.toISOString(), [userId]),
    repo.listCommissions(deps.db, { referrerId: userId, limit: LEDGER_LIMIT }),
    isAffiliate(deps.db, program, userId),
  ]);
  const credit = await memberCredit(deps.db, userId, { program, affiliate });
  const figures = figuresOf(sums, userId, 1);
  const test = figuresOf(sums, userId, 0);
  const hasTest = sums.some((sum) => sum.referrer_id === userId && Number(sum.livemode) === 0);
  const count = counts.get(userId) ?? { clicks: 0, signUps: 0, payingMembers: 0 };
  return {
    code,
    link: linkOf(deps.publicUrl, code),
    affiliate,
    program: {
      commissionPercent: program.commissionPercent,
      commissionScope: program.commissionScope,
      commissionMonths: program.commissionMonths,
      payoutMinimumCents: program.payoutMinimumCents,
    },
    disclosure: program.disclosure,
    ...count,
    figures,
    testFigures: hasTest ? test : null,
    nextPayout: nextPayout(program, figures.earnedCents, now),
    commissions: rows.map((row) => toCommissionRow(row, now)),
    credit,
  };
}

/** The admin's view: the program, every member who can refer with their figures, and the ledger. */
export async function referralAdmin(deps: ReferralsDeps): Promise<ReferralAdmin> {
  const now = deps.clock.now();
  const program = await referralProgram(deps.db);
  const [referrers, markedWithoutCode] = await Promise.all([
    repo.listReferrers(deps.db),
    repo.listMarkedWithoutCode(deps.db),
  ]);
  const people = [...referrers, ...markedWithoutCode.map((row) => ({ ...row, code: null as string | null }))];
  const ids = people.map((person) => person.id);
  const [counts, sums, ledger, rewards] = await Promise.all([
    repo.referralCounts(deps.db, ids),
    repo.commissionSums(deps.db, now.toISOString(), ids),
    repo.listCommissions(deps.db, { limit: LEDGER_LIMIT }),
    listMemberRewards(deps.db),
  ]);
  const affiliates: AffiliateSummary[] = people
    .map((person) => ({
      userId: person.id,
      name: `${person.first_name} ${person.last_name}`.trim(),
      email: person.email,
      code: person.code,
      marked: person.marked_at !== null,
      ...(counts.get(person.id) ?? { clicks: 0, signUps: 0, payingMembers: 0 }),
      figures: figuresOf(sums, person.id, 1),
    }))
    // Marked affiliates first, then whoever brought someone; a member who only looked at their link is left out.
    .filter((row) => row.marked || program.affiliates === "everyone" || row.clicks > 0 || row.signUps > 0)
    .sort((a, b) => Number(b.marked) - Number(a.marked) || a.email.localeCompare(b.email));
  return { program, affiliates, ledger: ledger.map((row) => toCommissionRow(row, now)), rewards };
}

export async function markAffiliateByEmail(
  deps: Pick<ReferralsDeps, "db" | "clock">,
  email: string,
  actorId: string,
): Promise<{ id: string }> {
  const user = await findUserByEmail(deps.db, email);
  if (!user) throw new AppError("not_found", adminOnlyText(REFERRAL_MESSAGES.unknownMember));
  const now = deps.clock.now();
  await deps.db.transaction().execute(async (trx) => {
    await repo.markAffiliate(trx, { user_id: user.id, marked_at: now.toISOString(), marked_by: actorId });
    await ensureReferralCode(trx, user.id, now);
  });
  return { id: user.id };
}

export async function unmarkAffiliate(deps: Pick<ReferralsDeps, "db">, userId: string): Promise<{ id: string }> {
  if (!(await repo.isMarkedAffiliate(deps.db, userId)))
    throw new AppError("not_found", adminOnlyText(REFERRAL_MESSAGES.notAffiliate));
  await repo.unmarkAffiliate(deps.db, userId);
  return { id: userId };
}

export interface PayoutReportRow {
  userId: string;
  name: string;
  email: string;
  code: string | null;
  commissions: number;
  amountCents: number;
  periodStart: string;
  periodEnd: string;
}

/** Per affiliate, what is earned (past the guarantee window) and unpaid, real money only, and the payments' period. */
export async function payoutReport(deps: Pick<ReferralsDeps, "db" | "clock">): Promise<PayoutReportRow[]> {
  const rows = await repo.earnedUnpaid(deps.db, deps.clock.now().toISOString());
  const byReferrer = new Map<string, PayoutReportRow>();
  for (const row of rows) {
    const known = byReferrer.get(row.referrer_id);
    if (known) {
      known.commissions += 1;
      known.amountCents += row.commission_cents;
      if (row.paid_at < known.periodStart) known.periodStart = row.paid_at;
      if (row.paid_at > known.periodEnd) known.periodEnd = row.paid_at;
      continue;
    }
    const user = await findUserById(deps.db, row.referrer_id);
    byReferrer.set(row.referrer_id, {
      userId: row.referrer_id,
      name: user ? `${user.first_name} ${user.last_name}`.trim() : "",
      email: user?.email ?? "",
      code: (await repo.findCodeOfUser(deps.db, row.referrer_id)) ?? null,
      commissions: 1,
      amountCents: row.commission_cents,
      periodStart: row.paid_at,
      periodEnd: row.paid_at,
    });
  }
  return [...byReferrer.values()].sort((a, b) => a.email.localeCompare(b.email));
}

/**
 * Marks what an affiliate has earned and not yet been paid as paid, in one transaction: refused when nothing is
 * waiting or when the amount differs from the one the admin saw. The same idempotency key answers the payout it
 * made the first time and pays nothing more; a payout racing another finds its commissions taken and is undone.
 */
export async function markPayoutPaid(
  deps: Pick<ReferralsDeps, "db" | "clock">,
  userId: string,
  input: { amountCents: number; idempotencyKey: string },
  actorId: string,
): Promise<Payout> {
  const now = deps.clock.now().toISOString();
  return deps.db.transaction().execute(async (trx) => {
    const done = await repo.findPayoutByKey(trx, input.idempotencyKey);
    if (done) {
      if (done.user_id !== userId) throw new AppError("conflict", adminOnlyText(REFERRAL_MESSAGES.payoutChanged));
      return toPayout(done);
    }
    const rows = await repo.earnedUnpaid(trx, now, userId);
    if (rows.length === 0) throw new AppError("conflict", adminOnlyText(REFERRAL_MESSAGES.nothingToPay));
    const amount = rows.reduce((sum, row) => sum + row.commission_cents, 0);
    if (amount !== input.amountCents) throw new AppError("conflict", adminOnlyText(REFERRAL_MESSAGES.payoutChanged));
    const payout = {
      id: newId(),
      user_id: userId,
      idempotency_key: input.idempotencyKey,
      amount_cents: amount,
      commissions: rows.length,
      period_start: rows.map((row) => row.paid_at).reduce((a, b) => (a < b ? a : b)),
      period_end: rows.map((row) => row.paid_at).reduce((a, b) => (a > b ? a : b)),
      paid_at: now,
      paid_by: actorId,
    };
    await repo.insertPayout(trx, payout);
    const paid = await repo.payCommissions(
      trx,
      rows.map((row) => row.id),
      payout.id,
    );
    if (paid !== rows.length) throw new AppError("conflict", adminOnlyText(REFERRAL_MESSAGES.payoutChanged));
    return toPayout(payout);
  });
}

const toPayout = (row: {
  id: string;
  user_id: string;
  amount_cents: number;
  commissions: number;
  period_start: string;
  period_end: string;
  paid_at: string;
}): Payout => ({
  id: row.id,
  userId: row.user_id,
  amountCents: row.amount_cents,
  commissions: row.commissions,
  periodStart: row.period_start,
  periodEnd: row.period_end,
  paidAt: row.paid_at,
});
