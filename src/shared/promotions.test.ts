import { describe, expect, it } from "vitest";
import {
  PROMOTION_MESSAGES,
  describeDiscount,
  discountWords,
  priceAfterDiscount,
  promotionCodeInputSchema,
  promotionEndsAt,
  type PromotionCodeInput,
} from "./promotions.js";

const input = (overrides: Partial<PromotionCodeInput> = {}) => ({
  code: "spring-26",
  name: "Spring sale",
  kind: "percent",
  value: 20,
  duration: "once",
  months: null,
  plans: ["trial", "pro"],
  expiresOn: null,
  maxRedemptions: null,
  oncePerMember: false,
  ...overrides,
});
const messageOf = (value: unknown) => {
  const parsed = promotionCodeInputSchema.safeParse(value);
  return parsed.success ? null : parsed.error.issues[0]?.message;
};

describe("a promotion code's discount", () => {
  it("takes a percent off to the cent, or an amount, never below nothing", () => {
    expect(priceAfterDiscount(4900, { kind: "percent", value: 20 })).toBe(3920);
    expect(priceAfterDiscount(17900, { kind: "percent", value: 15 })).toBe(15215);
    expect(priceAfterDiscount(17900, { kind: "amount", value: 5000 })).toBe(12900);
    expect(priceAfterDiscount(4900, { kind: "amount", value: 9900 })).toBe(0);
  });

  it("says what it takes off and for how long", () => {
    expect(describeDiscount({ kind: "percent", value: 20, duration: "once", months: null })).toBe(
      "20% off the first payment",
    );
    expect(describeDiscount({ kind: "amount", value: 3000, duration: "repeating", months: 3 })).toBe(
      "$30.00 off each payment for 3 months",
    );
    expect(describeDiscount({ kind: "amount", value: 3000, duration: "repeating", months: 1 })).toBe(
      "$30.00 off each payment for 1 month",
    );
  });

  it("says what it takes off in a member's language: the percent as the language writes it, dollars as every price", () => {
    const percent = { kind: "percent", value: 20, duration: "once", months: null } as const;
    const amount = { kind: "amount", value: 3000, duration: "repeating", months: 3 } as const;
    expect(discountWords(percent, "en")).toEqual({ key: "subscription:discount.once", values: { off: "20%" } });
    expect(discountWords(percent, "es")).toEqual({ key: "subscription:discount.once", values: { off: "20\u00a0%" } });
    expect(discountWords(percent, "tr")).toEqual({ key: "subscription:discount.once", values: { off: "%20" } });
    expect(discountWords(amount, "es")).toEqual({
      key: "subscription:discount.repeating",
      values: { off: "$30.00", count: 3 },
    });
    // A repeating discount stored without its months (none is) lasts one.
    expect(discountWords({ ...amount, months: null }, "en").values).toEqual({ off: "$30.00", count: 1 });
  });

  it("works through the whole of its last day, UTC", () => {
    expect(promotionEndsAt("2026-12-31").toISOString()).toBe("2027-01-01T00:00:00.000Z");
  });
});

describe("a new code's input", () => {
  it("keeps codes upper case and refuses other characters", () => {
    expect(promotionCodeInputSchema.parse(input()).code).toBe("SPRING-26");
    expect(messageOf(input({ code: "no spaces" }))).toBe(PROMOTION_MESSAGES.codeFormat);
    expect(messageOf(input({ code: "AB" }))).toBe(PROMOTION_MESSAGES.codeFormat);
  });

  it("refuses a discount that would leave nothing to pay, and an amount in part dollars", () => {
    expect(messageOf(input({ value: 100 }))).toBe(PROMOTION_MESSAGES.discount);
    expect(messageOf(input({ value: 99 }))).toBeNull();
    expect(messageOf(input({ kind: "amount", value: 4900 }))).toBe(PROMOTION_MESSAGES.discountAbovePrice);
    expect(messageOf(input({ kind: "amount", value: 4900, plans: ["pro"] }))).toBeNull();
    expect(messageOf(input({ kind: "amount", value: 1050, plans: ["pro"] }))).toBe(PROMOTION_MESSAGES.discount);
  });

  it("needs months for a repeating discount, a plan, a real day and a positive limit", () => {
    expect(messageOf(input({ duration: "repeating" }))).toBe(PROMOTION_MESSAGES.months);
    expect(messageOf(input({ duration: "repeating", months: 25 }))).toBe(PROMOTION_MESSAGES.months);
    expect(messageOf(input({ plans: [] }))).toBe(PROMOTION_MESSAGES.plans);
    expect(messageOf(input({ expiresOn: "2026-02-30" }))).toBe(PROMOTION_MESSAGES.expiry);
    expect(messageOf(input({ maxRedemptions: 0 }))).toBe(PROMOTION_MESSAGES.limit);
  });
});
