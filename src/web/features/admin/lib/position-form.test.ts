import { describe, expect, it } from "vitest";
import {
  defaultStatus,
  emptyPositionForm,
  hasRequiredFields,
  toPositionInput,
  validatePositionForm,
  type PositionFormValues,
} from "@/features/admin/lib/position-form";

const form = (changes: Partial<PositionFormValues>): PositionFormValues => ({
  ...emptyPositionForm({ status: "active", riskLevel: "" }),
  asset: "EUR/USD",
  entryPrice: "1.0850",
  ...changes,
});

describe("position form rules", () => {
  it("names each invalid field with the product's words", () => {
    const errors = validatePositionForm(
      form({ asset: "  ", entryPrice: "abc", status: "closed", exitPrice: "x", pnl: "1..2" }),
    );
    expect(errors).toEqual({
      asset: "Asset is required",
      entryPrice: "Valid entry price is required",
      exitPrice: "Exit price must be a valid number",
      pnl: "P&L must be a valid number",
    });
    expect(validatePositionForm(form({ entryPrice: "" })).entryPrice).toBe("Valid entry price is required");
    expect(validatePositionForm(form({ entryPrice: "0" })).entryPrice).toBe("Valid entry price is required");
  });

  it("ignores exit price and P&L unless the position is closed", () => {
    expect(validatePositionForm(form({ exitPrice: "x", pnl: "y" }))).toEqual({});
    expect(toPositionInput(form({ exitPrice: "1.1", pnl: "2" }))).not.toHaveProperty("exitPrice", 1.1);
  });

  it("sends empty optional fields as absent and trims the commentary", () => {
    const body = toPositionInput(form({ commentary: "  Breakout  ", targetPrice: " 1.1 ", riskLevel: "" }));
    expect(JSON.parse(JSON.stringify(body))).toEqual({
      asset: "EUR/USD",
      assetClass: "forex",
      direction: "long",
      entryPrice: 1.085,
      targetPrice: 1.1,
      commentary: "Breakout",
      status: "active",
    });
    expect(JSON.parse(JSON.stringify(toPositionInput(form({ commentary: "   " }))))).not.toHaveProperty("commentary");
  });

  it("keeps a closed position's result", () => {
    expect(toPositionInput(form({ status: "closed", exitPrice: "1.09", pnl: "-0.5" }))).toMatchObject({
      exitPrice: 1.09,
      pnl: -0.5,
    });
  });

  it("needs asset and entry price before the mobile editor may submit", () => {
    expect(hasRequiredFields(form({}))).toBe(true);
    expect(hasRequiredFields(form({ asset: " " }))).toBe(false);
    expect(hasRequiredFields(form({ entryPrice: "" }))).toBe(false);
  });

  it("starts a new position as a draft unless auto-publish is on", () => {
    expect(defaultStatus(false)).toBe("planning");
    expect(defaultStatus(undefined)).toBe("planning");
    expect(defaultStatus(true)).toBe("active");
  });
});
