import { describe, expect, it } from "vitest";
import { previewOf } from "@shared/promotions";
import { PromotionBanner } from "@/features/subscriptions/components/promotion-banner";
import { renderInLanguage } from "../../../../../test/support/render-in-language";

const SPRING = previewOf(
  { code: "SPRING", name: "Spring sale", discount: { kind: "percent", value: 20, duration: "repeating", months: 3 } },
  "pro",
);

describe("the plans page's word on a promotion code", () => {
  it("says what the code takes off in the page's language; its name is the admin's, as written", async () => {
    const spanish = await renderInLanguage(
      "es",
      ["subscription", "plans"],
      <PromotionBanner code="spring" applied={SPRING} refusal={null} />,
    );
    expect(spanish).toContain("Spring sale");
    expect(spanish).toContain("20\u00a0% de descuento en cada pago durante 3 meses.");
    expect(spanish).not.toContain("off each payment");
    const english = await renderInLanguage(
      "en",
      ["subscription", "plans"],
      <PromotionBanner code="spring" applied={SPRING} refusal={null} />,
    );
    expect(english).toContain(`${SPRING.description}. The prices below include it.`);
  });
});
