import { describe, expect, it } from "vitest";
import { PROMOTION_MESSAGES } from "@shared/promotions";
import { EMPTY_PROMOTION_FORM, promotionFormSchema } from "@/features/admin-promotions/lib/promotion-form";

const form = (changes: Partial<typeof EMPTY_PROMOTION_FORM>) => ({
  ...EMPTY_PROMOTION_FORM,
  code: "spring",
  name: "Spring sale",
  value: "20",
  ...changes,
});

describe("the new code form", () => {
  it("sends dollars as cents, empty boxes as no limit and no expiry, months only when repeating", () => {
    expect(promotionFormSchema.parse(form({ kind: "amount", value: "30", plans: ["pro"], months: "6" }))).toEqual({
      code: "SPRING",
      name: "Spring sale",
      kind: "amount",
      value: 3000,
      duration: "once",
      months: null,
      plans: ["pro"],
      expiresOn: null,
      maxRedemptions: null,
      oncePerMember: true,
    });
    const repeating = promotionFormSchema.parse(
      form({ duration: "repeating", months: "3", maxRedemptions: "50", expiresOn: "2027-03-31" }),
    );
    expect(repeating).toMatchObject({ value: 20, months: 3, maxRedemptions: 50, expiresOn: "2027-03-31" });
  });

  it("shows the shared rule's message under the box that broke it", () => {
    const result = promotionFormSchema.safeParse(form({ value: "abc" }));
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({ path: ["value"], message: PROMOTION_MESSAGES.discount });
    const noPlan = promotionFormSchema.safeParse(form({ plans: [] }));
    expect(noPlan.error?.issues[0]).toMatchObject({ path: ["plans"], message: PROMOTION_MESSAGES.plans });
  });
});
