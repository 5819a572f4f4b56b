import { describe, expect, it } from "vitest";
import { LIFECYCLE_MESSAGES as M, tradeEventInputSchema } from "./trade-lifecycle.js";

const messages = (body: unknown) => tradeEventInputSchema.safeParse(body).error?.issues.map((issue) => issue.message);

describe("tradeEventInputSchema", () => {
  it("takes each report by its type, with the fields it needs", () => {
    for (const body of [
      { type: "target_hit", target: 1 },
      { type: "target_hit", target: 5, price: 1.1 },
      { type: "partial_close", share: 100, price: 1.1 },
      { type: "stop_moved", reason: "break_even" },
      { type: "stop_moved", reason: "trailing", to: 1.1 },
      { type: "target_changed", target: 2, price: 1.1 },
      { type: "note", text: "Holding" },
      { type: "closed", reason: "manual", price: 1.1 },
      { type: "closed", reason: "stop" },
      { type: "close_corrected", price: 1.1 },
      { type: "cancelled" },
      { type: "voided", reason: "Wrong pair" },
    ]) {
      expect(messages(body), JSON.stringify(body)).toBeUndefined();
    }
  });

  it("refuses what is not a report, in words an admin can act on", () => {
    expect(messages({ type: "opened" })?.[0]).toMatch(/^Type must be one of target_hit/);
    expect(messages({ type: "reopened" })?.[0]).toMatch(/^Type must be one of/);
    expect(messages({ type: "partial_close", share: 101, price: 1 })).toEqual([M.shareInvalid]);
    expect(messages({ type: "partial_close", share: 0, price: 1 })).toEqual([M.shareInvalid]);
    expect(messages({ type: "partial_close", share: 2.5, price: 1 })).toEqual([M.shareInvalid]);
    expect(messages({ type: "partial_close", share: 10, price: -1 })).toEqual([M.priceInvalid]);
    expect(messages({ type: "partial_close", share: 10, price: 0 })).toEqual([M.priceInvalid]);
    expect(messages({ type: "partial_close", share: 10, price: "1.1" })).toEqual([M.priceInvalid]);
    expect(messages({ type: "partial_close", share: 10, price: 2e9 })).toEqual(["Price is too large"]);
    expect(messages({ type: "target_hit", target: 0 })).toEqual([M.unknownTarget]);
    expect(messages({ type: "target_hit", target: 6 })).toEqual([M.unknownTarget]);
    expect(messages({ type: "target_hit", target: 1.5 })).toEqual([M.unknownTarget]);
    expect(messages({ type: "stop_moved", reason: "hope" })).toEqual(["Reason must be break_even, trailing or manual"]);
    expect(messages({ type: "closed", reason: "panic" })).toEqual(["Reason must be final_target, stop or manual"]);
    expect(messages({ type: "note", text: "   " })).toEqual(["Commentary is required"]);
    expect(messages({ type: "note", text: "x".repeat(5001) })).toEqual(["Commentary is too long"]);
    expect(messages({ type: "voided" })).toEqual(["A reason for members is required"]);
    expect(messages({ type: "voided", reason: " " })).toEqual(["A reason for members is required"]);
    expect(messages({ type: "voided", reason: "x".repeat(501) })).toEqual(["A reason for members is too long"]);
    expect(messages({ type: "cancelled", extra: 1 })).toEqual(['Unrecognized key: "extra"']);
  });

  it("trims text and keeps a void's reason as members will read it", () => {
    expect(tradeEventInputSchema.parse({ type: "voided", reason: "  Wrong pair " })).toEqual({
      type: "voided",
      reason: "Wrong pair",
    });
  });
});
