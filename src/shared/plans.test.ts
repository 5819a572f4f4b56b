import { describe, expect, it } from "vitest";
import { PLANS, formatPlanPrice } from "./plans.js";

describe("plans", () => {
  it("prices the plans as docs/product.md#plans says", () => {
    expect(formatPlanPrice(PLANS.trial)).toBe("$49");
    expect(formatPlanPrice(PLANS.pro)).toBe("$179");
    expect(formatPlanPrice({ ...PLANS.pro, priceCents: 1999 })).toBe("$19.99");
  });
});
