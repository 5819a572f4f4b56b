import { describe, expect, it } from "vitest";
import {
  GRANT_MAX_DAYS,
  MEMBER_MESSAGES,
  cancelInputSchema,
  grantTimeSchema,
  grantedPlan,
  memberOverviewSchema,
  memberRoomLine,
  memberSessionParamsSchema,
  refundInputSchema,
} from "./admin-member.js";

const NOW = new Date("2026-12-01T12:00:00.000Z");

describe("grantedPlan", () => {
  it("adds the days to an expiry that lies ahead", () => {
    expect(grantedPlan({ status: "premium", expiry: "2026-12-10T00:00:00.000Z" }, 7, NOW)).toEqual({
      status: "premium",
      expiry: "2026-12-17T00:00:00.000Z",
    });
  });

  it("counts from now when the plan has expired", () => {
    expect(grantedPlan({ status: "trial", expiry: "2026-11-01T00:00:00.000Z" }, 1, NOW)).toEqual({
      status: "trial",
      expiry: "2026-12-02T12:00:00.000Z",
    });
  });

  it("counts from now for an expiry at this very instant", () => {
    expect(grantedPlan({ status: "standard", expiry: NOW.toISOString() }, 2, NOW)?.expiry).toBe(
      "2026-12-03T12:00:00.000Z",
    );
  });

  it("gives a member without a plan standard access from now, whatever their old expiry said", () => {
    expect(grantedPlan({ status: "inactive", expiry: "2027-06-01T00:00:00.000Z" }, 7, NOW)).toEqual({
      status: "standard",
      expiry: "2026-12-08T12:00:00.000Z",
    });
    expect(grantedPlan({ status: "inactive", expiry: null }, 7, NOW)).toEqual({
      status: "standard",
      expiry: "2026-12-08T12:00:00.000Z",
    });
  });

  it("has nothing to add to access that never ends", () => {
    expect(grantedPlan({ status: "standard", expiry: null }, 7, NOW)).toBeNull();
  });
});

describe("grantTimeSchema", () => {
  it.each([1, 7, GRANT_MAX_DAYS])("accepts %i days", (days) => {
    expect(grantTimeSchema.safeParse({ days }).success).toBe(true);
  });
  it.each([0, -1, 1.5, GRANT_MAX_DAYS + 1, "7", null])("refuses %s days", (days) => {
    expect(grantTimeSchema.safeParse({ days }).success).toBe(false);
  });
});

describe("grantTimeSchema's message", () => {
  it("tells the admin the days allowed when the box holds no number", () => {
    expect(grantTimeSchema.safeParse({ days: "7" }).error?.issues[0]?.message).toBe(MEMBER_MESSAGES.grantDays);
    expect(MEMBER_MESSAGES.grantDays).toBe("Days must be a whole number from 1 to 366");
  });
});

describe("refundInputSchema", () => {
  it("accepts a payment of this member and an amount of whole cents", () => {
    expect(refundInputSchema.parse({ paymentId: "pay_1", amountCents: 2500 })).toEqual({
      paymentId: "pay_1",
      amountCents: 2500,
    });
    expect(refundInputSchema.safeParse({ paymentId: "p".repeat(64), amountCents: 1 }).success).toBe(true);
  });

  it.each([
    [{ paymentId: "", amountCents: 100 }, MEMBER_MESSAGES.paymentNotFound],
    [{ paymentId: 7, amountCents: 100 }, MEMBER_MESSAGES.paymentNotFound],
    [{ amountCents: 100 }, MEMBER_MESSAGES.paymentNotFound],
    [{ paymentId: "pay_1", amountCents: 0 }, MEMBER_MESSAGES.refundAmount],
    [{ paymentId: "pay_1", amountCents: 1.5 }, MEMBER_MESSAGES.refundAmount],
    [{ paymentId: "pay_1", amountCents: "25" }, MEMBER_MESSAGES.refundAmount],
  ])("refuses %j with the admin's message", (input, message) => {
    expect(refundInputSchema.safeParse(input).error?.issues.map((issue) => issue.message)).toEqual([message]);
  });

  it("refuses a payment id longer than any payment's", () => {
    expect(refundInputSchema.safeParse({ paymentId: "p".repeat(65), amountCents: 1 }).success).toBe(false);
  });
});

describe("cancelInputSchema", () => {
  it.each(["period_end", "now"])("cancels %s", (when) => {
    expect(cancelInputSchema.parse({ when })).toEqual({ when });
  });
  it.each([{ when: "" }, { when: "later" }, {}])("refuses %j", (input) => {
    expect(cancelInputSchema.safeParse(input).success).toBe(false);
  });
});

describe("memberSessionParamsSchema", () => {
  it("accepts a member and one of their sessions", () => {
    const params = { id: "u1", sessionId: "s".repeat(128) };
    expect(memberSessionParamsSchema.parse(params)).toEqual(params);
    expect(memberSessionParamsSchema.safeParse({ id: "u".repeat(64), sessionId: "s1" }).success).toBe(true);
  });
  it.each([
    { id: "", sessionId: "s1" },
    { id: "u1", sessionId: "" },
    { id: "u".repeat(65), sessionId: "s1" },
    { id: "u1", sessionId: "s".repeat(129) },
  ])("refuses %j", (params) => {
    expect(memberSessionParamsSchema.safeParse(params).success).toBe(false);
  });
});

describe("memberOverviewSchema", () => {
  const payment = {
    id: "pay_1",
    kind: "charge",
    plan: "pro",
    amountCents: 17900,
    refundableCents: 17900,
    currency: "usd",
    provider: "stripe",
    test: false,
    description: "Pro, one month",
    occurredAt: "2026-11-01T00:00:00.000Z",
  } as const;
  const subscription = {
    id: "sub_1",
    provider: "stripe",
    status: "active",
    paidThrough: "2026-12-01T00:00:00.000Z",
    cancelAtPeriodEnd: false,
    endedAt: null,
  } as const;
  const session = {
    id: "a".repeat(64),
    device: "Chrome on Android",
    ip: "203.0.113.7",
    place: "Berlin, Germany",
    signedInAt: "2026-11-20T00:00:00.000Z",
    lastSeenAt: "2026-11-21T00:00:00.000Z",
  };
  const overview = {
    member: {
      id: "u1",
      email: "ann@example.com",
      firstName: "Ann",
      lastName: "Lee",
      role: "user",
      subscriptionStatus: "premium",
      subscriptionExpiry: "2026-12-01T00:00:00.000Z",
      createdAt: "2026-01-01T00:00:00.000Z",
      emailVerified: true,
      language: null,
    },
    planSource: "paid",
    subscriptions: [subscription, { ...subscription, id: "sub_0", provider: "local", endedAt: "2026-10-01" }],
    payments: [
      payment,
      { ...payment, id: "pay_0", kind: "refund", plan: "trial", refundableCents: 0, provider: "local", test: true },
      { ...payment, id: "pay_2", plan: null },
    ],
    sessions: [session],
    rooms: [
      { platform: "telegram", line: "joined" },
      { platform: "discord", line: "left as ann#1" },
    ],
    support: { messages: 3, lastAt: "2026-11-19T00:00:00.000Z" },
  } as const;

  it("gives the admin's member page every figure of the member", () => {
    expect(memberOverviewSchema.parse(overview)).toEqual(overview);
  });

  it("keeps the member's own secrets and the session flags of their devices off the admin's page", () => {
    const parsed = memberOverviewSchema.parse({
      ...overview,
      sessions: [{ ...session, current: true }],
      rooms: overview.rooms.map((room) => ({ ...room, inviteLink: "https://t.me/+secret", reason: "left" })),
    });
    expect(parsed).toEqual(overview);
  });

  it.each(["paid", "granted", "none"])("says the plan was %s", (planSource) => {
    expect(memberOverviewSchema.parse({ ...overview, planSource }).planSource).toBe(planSource);
  });

  it.each([
    { planSource: "gift" },
    { payments: [{ ...payment, kind: "chargeback" }] },
    { payments: [{ ...payment, plan: "premium" }] },
    { payments: [{ ...payment, provider: "paypal" }] },
    { subscriptions: [{ ...subscription, provider: "paypal" }] },
    { support: { messages: 1.5, lastAt: null } },
    { rooms: [{ platform: "slack", line: "joined" }] },
    { rooms: [{ platform: "telegram" }] },
  ])("refuses an overview with %j", (change) => {
    expect(memberOverviewSchema.safeParse({ ...overview, ...change }).success).toBe(false);
  });
});

describe("memberRoomLine", () => {
  const linked = { available: true, linked: true, state: "joined" };

  it("says the platform is not set up while it is off, whatever the member's link", () => {
    expect(memberRoomLine({ ...linked, available: false }, "ann#1")).toBe("not set up");
  });

  it("says the member is not linked when the platform is on", () => {
    expect(memberRoomLine({ ...linked, linked: false, state: null }, "ann#1")).toBe("not linked");
  });

  it("says where a linked member stands, with the name the platform knows them by", () => {
    expect(memberRoomLine(linked)).toBe("joined");
    expect(memberRoomLine(linked, null)).toBe("joined");
    expect(memberRoomLine({ ...linked, state: "left" }, "ann#1")).toBe("left as ann#1");
  });

  it("says linked before the member has any state in the room", () => {
    expect(memberRoomLine({ ...linked, state: null })).toBe("linked");
    expect(memberRoomLine({ ...linked, state: null }, "ann#1")).toBe("linked as ann#1");
  });

  it("leaves out an empty name", () => {
    expect(memberRoomLine(linked, "")).toBe("joined");
  });
});
