import { describe, expect, it } from "vitest";
import {
  addMonthsUtc,
  attributionEndsAt,
  canMoveCommission,
  commissionCents,
  commissionHoldUntil,
  commissionStatus,
  DEFAULT_REFERRAL_PROGRAM,
  emailIdentity,
  firstTouch,
  isSelfReferral,
  nextPayout,
  nextPayoutDate,
  REFERRAL_CODE_PATTERN,
  referralProgramSchema,
  withinWindow,
} from "./referrals.js";

const at = (iso: string) => new Date(iso);

describe("the attribution window", () => {
  it("runs 30 days from the first visit, its last instant excluded", () => {
    expect(attributionEndsAt("2026-01-01T10:00:00.000Z").toISOString()).toBe("2026-01-31T10:00:00.000Z");
    expect(withinWindow("2026-01-01T10:00:00.000Z", at("2026-01-01T10:00:00.000Z"))).toBe(true);
    expect(withinWindow("2026-01-01T10:00:00.000Z", at("2026-01-31T09:59:59.999Z"))).toBe(true);
    expect(withinWindow("2026-01-01T10:00:00.000Z", at("2026-01-31T10:00:00.000Z"))).toBe(false);
    expect(withinWindow("2026-01-01T10:00:00.000Z", at("2026-01-01T09:59:59.999Z"))).toBe(false);
  });

  it("gives the referral to the earliest visit still counting: first touch", () => {
    const visits = [
      { id: "late", visitedAt: "2026-01-20T00:00:00.000Z" },
      { id: "first", visitedAt: "2026-01-05T00:00:00.000Z" },
      { id: "middle", visitedAt: "2026-01-10T00:00:00.000Z" },
    ];
    expect(firstTouch(visits, at("2026-01-25T00:00:00.000Z"))?.id).toBe("first");
    // The first has run out: the next earliest still counting wins, not the latest.
    expect(firstTouch(visits, at("2026-02-05T00:00:00.000Z"))?.id).toBe("middle");
    expect(firstTouch(visits, at("2026-03-30T00:00:00.000Z"))).toBeNull();
    expect(firstTouch([], at("2026-01-25T00:00:00.000Z"))).toBeNull();
  });
});

describe("commissions", () => {
  const first = { firstPaidAt: "2026-01-31T12:00:00.000Z" };
  it("pays the percent of the first payment only, rounded down to the cent", () => {
    const program = { commissionPercent: 30, commissionScope: "first", commissionMonths: 12 } as const;
    expect(commissionCents(program, { amountCents: 3920, paidAt: first.firstPaidAt, ...first })).toBe(1176);
    expect(commissionCents(program, { amountCents: 999, paidAt: first.firstPaidAt, ...first })).toBe(299);
    expect(commissionCents(program, { amountCents: 17900, paidAt: "2026-02-28T12:00:00.000Z", ...first })).toBe(0);
    expect(commissionCents(program, { amountCents: 0, paidAt: first.firstPaidAt, ...first })).toBe(0);
  });

  it("pays on every payment within N months of the first, none after", () => {
    const program = { commissionPercent: 20, commissionScope: "months", commissionMonths: 2 } as const;
    expect(commissionCents(program, { amountCents: 10000, paidAt: first.firstPaidAt, ...first })).toBe(2000);
    expect(commissionCents(program, { amountCents: 10000, paidAt: "2026-03-30T12:00:00.000Z", ...first })).toBe(2000);
    expect(commissionCents(program, { amountCents: 10000, paidAt: "2026-03-31T12:00:00.000Z", ...first })).toBe(0);
  });

  it("adds months in UTC, keeping the day or the month's last", () => {
    expect(addMonthsUtc(at("2026-01-31T12:00:00.000Z"), 1).toISOString()).toBe("2026-02-28T12:00:00.000Z");
    expect(addMonthsUtc(at("2026-01-15T00:30:00.000Z"), 12).toISOString()).toBe("2027-01-15T00:30:00.000Z");
  });

  it("is pending through the guarantee window, then earned; reversed and paid stay so", () => {
    const hold = commissionHoldUntil("2026-01-01T00:00:00.000Z").toISOString();
    expect(hold).toBe("2026-01-08T00:00:00.000Z");
    expect(commissionStatus("pending", hold, at("2026-01-07T23:59:59.999Z"))).toBe("pending");
    expect(commissionStatus("pending", hold, at("2026-01-08T00:00:00.000Z"))).toBe("earned");
    expect(commissionStatus("reversed", hold, at("2026-02-01T00:00:00.000Z"))).toBe("reversed");
    expect(commissionStatus("paid", hold, at("2026-01-02T00:00:00.000Z"))).toBe("paid");
  });

  it("moves only forward: reversed before it is paid, paid once earned", () => {
    expect(canMoveCommission("pending", "earned")).toBe(true);
    expect(canMoveCommission("pending", "reversed")).toBe(true);
    expect(canMoveCommission("earned", "reversed")).toBe(true);
    expect(canMoveCommission("earned", "paid")).toBe(true);
    expect(canMoveCommission("pending", "paid")).toBe(false);
    expect(canMoveCommission("paid", "reversed")).toBe(false);
    expect(canMoveCommission("reversed", "earned")).toBe(false);
    expect(canMoveCommission("reversed", "paid")).toBe(false);
    expect(canMoveCommission("earned", "pending")).toBe(false);
  });
});

describe("self-referral", () => {
  const referrer = { userId: "a", email: "Ann.Lee+deals@Gmail.com", customerIds: ["cus_1"] };
  it("is the same account, the same address however written, or the same paying customer", () => {
    expect(isSelfReferral(referrer, { ...referrer })).toBe(true);
    expect(isSelfReferral(referrer, { userId: "b", email: "annlee@googlemail.com", customerIds: [] })).toBe(true);
    expect(isSelfReferral(referrer, { userId: "b", email: "bob@example.com", customerIds: ["cus_1"] })).toBe(true);
    expect(isSelfReferral(referrer, { userId: "b", email: "bob@example.com", customerIds: ["cus_2"] })).toBe(false);
  });

  it("keeps dots apart outside Gmail", () => {
    expect(emailIdentity(" A.B+x@Example.com ")).toBe("a.b@example.com");
    expect(emailIdentity("a.b@gmail.com")).toBe("ab@gmail.com");
    expect(emailIdentity("ab@example.com")).not.toBe(emailIdentity("a.b@example.com"));
  });
});

describe("payouts and the program", () => {
  it("pays on the next 1st once the minimum is reached", () => {
    const now = at("2026-12-31T23:00:00.000Z");
    expect(nextPayoutDate(now).toISOString()).toBe("2027-01-01T00:00:00.000Z");
    expect(nextPayout({ payoutMinimumCents: 5000 }, 5000, now)).toEqual({
      date: "2027-01-01T00:00:00.000Z",
      amountCents: 5000,
    });
    expect(nextPayout({ payoutMinimumCents: 5000 }, 4999, now)).toBeNull();
    expect(nextPayout({ payoutMinimumCents: 0 }, 0, now)).toBeNull();
    expect(nextPayout({ payoutMinimumCents: 0 }, 1, now)?.amountCents).toBe(1);
  });

  it("refuses a program outside its bounds with the reason", () => {
    expect(referralProgramSchema.safeParse(DEFAULT_REFERRAL_PROGRAM).success).toBe(true);
    const bad = referralProgramSchema.safeParse({ ...DEFAULT_REFERRAL_PROGRAM, commissionPercent: 91 });
    expect(bad.error?.issues[0]?.message).toBe("Choose a commission from 1 to 90 percent");
    expect(referralProgramSchema.safeParse({ ...DEFAULT_REFERRAL_PROGRAM, commissionMonths: 0 }).success).toBe(false);
    expect(referralProgramSchema.safeParse({ ...DEFAULT_REFERRAL_PROGRAM, disclosure: "  " }).success).toBe(false);
    expect(referralProgramSchema.safeParse({ ...DEFAULT_REFERRAL_PROGRAM, payoutMinimumCents: -1 }).success).toBe(
      false,
    );
  });

  it("codes are ten characters without look-alikes", () => {
    expect(REFERRAL_CODE_PATTERN.test("abcdefghjk")).toBe(true);
    expect(REFERRAL_CODE_PATTERN.test("abcdefghj0")).toBe(false);
    expect(REFERRAL_CODE_PATTERN.test("abcdefghjl")).toBe(false);
    expect(REFERRAL_CODE_PATTERN.test("abcdefghjkm")).toBe(false);
  });
});
