import { describe, expect, it } from "vitest";
import { ASSET_MAX_LENGTH, COMMENTARY_MAX_LENGTH } from "@shared/positions";
import {
  emptyPositionForm,
  hasRequiredFields,
  positionFormSchema,
  type PositionFormValues,
} from "@/features/admin/lib/position-form";

const form = (changes: Partial<PositionFormValues>): PositionFormValues => ({
  ...emptyPositionForm({ status: "active", riskLevel: "" }),
  asset: "EUR/USD",
  entryPrice: "1.0850",
  ...changes,
});

/** Each refused field with its message, as the editor shows them under the boxes. */
function errorsOf(values: PositionFormValues): Record<string, string> {
  const result = positionFormSchema.safeParse(values);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [String(issue.path[0]), issue.message]));
}

function bodyOf(values: PositionFormValues) {
  const result = positionFormSchema.safeParse(values);
  if (!result.success) throw new Error(JSON.stringify(result.error.issues));
  return JSON.parse(JSON.stringify(result.data));
}

describe("position form rules", () => {
  it("names each invalid field with the positions' own messages", () => {
    expect(errorsOf(form({ asset: "  ", entryPrice: "abc", status: "closed", exitPrice: "x" }))).toEqual({
      asset: "Asset is required",
      entryPrice: "Valid entry price is required",
      exitPrice: "Exit price must be a valid number",
    });
    expect(errorsOf(form({ targetPrice: "1.05", stopLoss: "1.09" }))).toEqual({
      targetPrice: "Targets must be above the entry for a long and below it for a short",
      stopLoss: "The stop loss must be below the entry for a long and above it for a short",
    });
    expect(errorsOf(form({ entryPrice: "" }))).toEqual({ entryPrice: "Valid entry price is required" });
    expect(errorsOf(form({ entryPrice: "0" }))).toEqual({ entryPrice: "Prices must be positive numbers" });
    expect(errorsOf(form({ stopLoss: "-1", targetPrice: "t" }))).toEqual({
      stopLoss: "Prices must be positive numbers",
      targetPrice: "Target price must be a valid number",
    });
  });

  it("keeps the limits the server keeps", () => {
    expect(errorsOf(form({ asset: "A".repeat(ASSET_MAX_LENGTH + 1) }))).toEqual({ asset: "Asset is too long" });
    expect(errorsOf(form({ asset: "A".repeat(ASSET_MAX_LENGTH) }))).toEqual({});
    expect(errorsOf(form({ commentary: "c".repeat(COMMENTARY_MAX_LENGTH + 1) }))).toEqual({
      commentary: "Commentary is too long",
    });
    expect(errorsOf(form({ currentPrice: "2e9" }))).toEqual({ currentPrice: "Price is too large" });
  });

  it("ignores the exit price unless the position is closed, and never sends a P&L", () => {
    expect(errorsOf(form({ exitPrice: "x" }))).toEqual({});
    expect(bodyOf(form({ exitPrice: "1.1" }))).not.toHaveProperty("exitPrice");
    expect(bodyOf(form({ status: "closed", exitPrice: "1.1" }))).not.toHaveProperty("pnl");
  });

  it("sends empty optional fields as absent and trims the asset and commentary", () => {
    expect(
      bodyOf(form({ asset: " EUR/USD ", commentary: "  Breakout  ", targetPrice: " 1.1 ", riskLevel: "" })),
    ).toEqual({
      asset: "EUR/USD",
      assetClass: "forex",
      direction: "long",
      entryPrice: 1.085,
      targetPrice: 1.1,
      commentary: "Breakout",
      status: "active",
    });
    expect(bodyOf(form({ commentary: "   " }))).not.toHaveProperty("commentary");
    expect(bodyOf(form({ riskLevel: "high" }))).toHaveProperty("riskLevel", "high");
  });

  it("keeps a closed position's exit", () => {
    expect(bodyOf(form({ status: "closed", exitPrice: "1.09" }))).toMatchObject({ exitPrice: 1.09 });
  });

  it("needs asset and entry price before the mobile editor may submit", () => {
    expect(hasRequiredFields(form({}))).toBe(true);
    expect(hasRequiredFields(form({ asset: " " }))).toBe(false);
    expect(hasRequiredFields(form({ entryPrice: "" }))).toBe(false);
  });
});
