import { grantedPlan, MEMBER_MESSAGES, type MemberOverview, type MemberPayment } from "../../../shared/admin-member.js";
import type { PublicUser } from "../../../shared/users.js";
import type { Db } from "../../db/database.js";
import type { Clock } from "../../lib/clock.js";
import { adminOnlyText, AppError } from "../../lib/app-error.js";
import { listSignedInDevices, signOutDevice } from "../auth/sessions.service.js";
import { memberPayments, memberSubscriptions } from "../payments/member-payments.service.js";
import { getSupportThread } from "../support-desk/support.service.js";
import { roomLines } from "../rooms/platforms.js";
import { findPublicUser, findUserById, toPublicUser, updateUser } from "../users/users.service.js";
import { UserNotFoundError } from "./admin-users.service.js";
import { planOf } from "../../../shared/plan-features.js";

export interface AdminMemberDeps {
  db: Db;
  clock: Clock;
}

/** Paid when a charge of the plan held is still standing behind it; any other plan an admin granted. */
function planSourceOf(member: PublicUser, payments: MemberPayment[]): MemberOverview["planSource"] {
  if (member.subscriptionStatus === "inactive") return "none";
  const plan = planOf(member.subscriptionStatus);
  const paid = payments.some((p) => p.kind === "charge" && p.plan === plan && p.refundableCents > 0);
  return plan && paid ? "paid" : "granted";
}

async function supportSummary(deps: AdminMemberDeps, memberId: string): Promise<MemberOverview["support"]> {
  try {
    const thread = await getSupportThread(deps, memberId);
    return { messages: thread.messages.length, lastAt: thread.messages.at(-1)?.createdAt ?? null };
  } catch (error) {
    if (error instanceof AppError && error.code === "not_found") return { messages: 0, lastAt: null };
    throw error;
  }
}

/** One member as the admin's member page shows them, composed from each feature's own service. */
export async function memberOverview(deps: AdminMemberDeps, id: string): Promise<MemberOverview> {
  const member = await findPublicUser(deps.db, id);
  if (!member) throw new UserNotFoundError();
  const [payments, subscriptions, sessions, rooms, support] = await Promise.all([
    memberPayments(deps, id),
    memberSubscriptions(deps, id),
    listSignedInDevices(deps, id, "", deps.clock.now()),
    roomLines(deps, id),
    supportSummary(deps, id),
  ]);
  return {
    member,
    planSource: planSourceOf(member, payments),
    subscriptions,
    payments,
    sessions: sessions.map(({ current: _current, ...session }) => session),
    rooms,
    support,
  };
}

/** Adds `days` of access to the member's plan (grantedPlan); a member without a plan gets standard. */
export async function grantTime(deps: AdminMemberDeps, id: string, days: number): Promise<PublicUser> {
  const user = await findUserById(deps.db, id);
  if (!user) throw new UserNotFoundError();
  const now = deps.clock.now();
  const next = grantedPlan({ status: user.subscription_status, expiry: user.subscription_expiry }, days, now);
  if (!next) throw new AppError("conflict", adminOnlyText(MEMBER_MESSAGES.openEnded));
  const updated = await updateUser(deps.db, id, {
    subscription_status: next.status,
    subscription_expiry: next.expiry,
    updated_at: now.toISOString(),
  });
  if (!updated) throw new UserNotFoundError();
  return toPublicUser(updated);
}

/** Signs the member out on one device. */
export async function revokeMemberSession(deps: AdminMemberDeps, id: string, sessionId: string): Promise<void> {
  if (!(await findPublicUser(deps.db, id))) throw new UserNotFoundError();
  await signOutDevice(deps, id, sessionId, "");
}
