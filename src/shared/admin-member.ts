import { z } from "zod";
import { signedInDeviceSchema } from "./auth.js";
import { DAY_MS } from "./plans.js";
import { ROOM_PLATFORM_NAMES } from "./room-platforms.js";
import { publicUserSchema, type SubscriptionStatus } from "./users.js";

/** The most days one grant adds: a longer gift is a plan set with its own date. */
export const GRANT_MAX_DAYS = 366;

export const MEMBER_MESSAGES = {
  grantDays: `Days must be a whole number from 1 to ${GRANT_MAX_DAYS}`,
  openEnded: "This member's access never ends: there is no time to add.",
  paymentNotFound: "This payment is not one of this member's charges.",
  testPayment: "A test payment is not real money: there is nothing to give back.",
  refundAmount: "The refund must be a whole number of cents, at least 1.",
  refundTooLarge: "The refund is larger than what is left of this charge.",
  noSubscription: "This member has no running Pro subscription.",
  sessionNotFound: "This session has ended already.",
} as const;

export const memberPaymentSchema = z.object({
  id: z.string(),
  kind: z.enum(["charge", "refund"]),
  plan: z.enum(["trial", "pro"]).nullable(),
  amountCents: z.number().int(),
  /** What is left to give back of a charge; 0 for a refund. */
  refundableCents: z.number().int(),
  currency: z.string(),
  provider: z.enum(["stripe", "local"]),
  /** Test money (the local checkout, Stripe's test mode): never counted as revenue. */
  test: z.boolean(),
  description: z.string(),
  occurredAt: z.string(),
});
export type MemberPayment = z.infer<typeof memberPaymentSchema>;

export const memberSubscriptionSchema = z.object({
  id: z.string(),
  provider: z.enum(["stripe", "local"]),
  status: z.string(),
  paidThrough: z.string().nullable(),
  cancelAtPeriodEnd: z.boolean(),
  endedAt: z.string().nullable(),
});
export type MemberSubscription = z.infer<typeof memberSubscriptionSchema>;

/**
 * A member's link to one platform's room as the admin's member page writes it after the platform's label: each
 * platform words its own line (memberRoomLine), so the page lists whatever platforms the app runs.
 */
export const memberRoomSchema = z.object({ platform: z.enum(ROOM_PLATFORM_NAMES), line: z.string() });
export type MemberRoom = z.infer<typeof memberRoomSchema>;

/**
 * "not set up" while the platform is off, "not linked", else where the member stands in the room ("linked" before
 * any state), with the name the platform knows them by when it has one ("joined as ann").
 */
export function memberRoomLine(
  account: { available: boolean; linked: boolean; state: string | null },
  knownAs: string | null = null,
): string {
  if (!account.available) return "not set up";
  if (!account.linked) return "not linked";
  const state = account.state ?? "linked";
  return knownAs ? `${state} as ${knownAs}` : state;
}

/** GET /api/admin/users/:id/overview: one member as the admin's member page shows them. */
export const memberOverviewSchema = z.object({
  member: publicUserSchema,
  /** How the plan was obtained: paid (a charge behind it) or granted by an admin. */
  planSource: z.enum(["paid", "granted", "none"]),
  subscriptions: z.array(memberSubscriptionSchema),
  payments: z.array(memberPaymentSchema),
  sessions: z.array(signedInDeviceSchema.omit({ current: true })),
  /** One line per platform the rooms run on, in the order the app registers them. */
  rooms: z.array(memberRoomSchema),
  support: z.object({ messages: z.number().int(), lastAt: z.string().nullable() }),
});
export type MemberOverview = z.infer<typeof memberOverviewSchema>;

export const grantTimeSchema = z.strictObject({
  days: z
    .number({ error: MEMBER_MESSAGES.grantDays })
    .int(MEMBER_MESSAGES.grantDays)
    .min(1, MEMBER_MESSAGES.grantDays)
    .max(GRANT_MAX_DAYS, MEMBER_MESSAGES.grantDays),
});
export type GrantTime = z.infer<typeof grantTimeSchema>;

export const refundInputSchema = z.strictObject({
  paymentId: z.string({ error: MEMBER_MESSAGES.paymentNotFound }).min(1, MEMBER_MESSAGES.paymentNotFound).max(64),
  amountCents: z
    .number({ error: MEMBER_MESSAGES.refundAmount })
    .int(MEMBER_MESSAGES.refundAmount)
    .min(1, MEMBER_MESSAGES.refundAmount),
});
export type RefundInput = z.infer<typeof refundInputSchema>;

export const cancelInputSchema = z.strictObject({ when: z.enum(["period_end", "now"]) });
export type CancelInput = z.infer<typeof cancelInputSchema>;

export const memberSessionParamsSchema = z.strictObject({
  id: z.string().min(1).max(64),
  sessionId: z.string().min(1).max(128),
});

interface PlanState {
  status: SubscriptionStatus;
  expiry: string | null;
}

/**
 * The plan after an admin grants `days` more (docs/admin-panel.md#a-members-page): the days count from the current
 * expiry while it lies ahead, else from now; a member without a plan gets standard. Open-ended access has no end
 * to move, so it answers null.
 */
export function grantedPlan(plan: PlanState, days: number, now: Date): PlanState | null {
  const until = (from: number) => new Date(from + days * DAY_MS).toISOString();
  if (plan.status === "inactive") return { status: "standard", expiry: until(now.getTime()) };
  if (plan.expiry === null) return null;
  return { status: plan.status, expiry: until(Math.max(new Date(plan.expiry).getTime(), now.getTime())) };
}
