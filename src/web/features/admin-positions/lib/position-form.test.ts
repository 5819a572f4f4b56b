import { afterEach, describe, expect, it, vi } from "vitest";
import { ASSET_MAX_LENGTH, COMMENTARY_MAX_LENGTH } from "@shared/positions";
import { LIFECYCLE_MESSAGES } from "@shared/trade-lifecycle";
import {
  ambiguousPrices,
  emptyPositionForm,
  hasRequiredFields,
  positionFormSchema,
  publishedPositionFormSchema,
  type PositionFormValues,
} from "@/features/admin-positions/lib/position-form";

const form = (changes: Partial<PositionFormValues>): PositionFormValues => ({
  ...emptyPositionForm({ riskLevel: "" }),
  asset: "EUR/USD",
  entryPrice: "1.0850",
  ...changes,
});

/** Each refused field with its message, as the editor shows them under the boxes. */
function errorsOf(values: PositionFormValues): Record<string, string> {
  const result = positionFormSchema.safeParse(values);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join("."), issue.message]));
}

function bodyOf(values: PositionFormValues) {
  const result = positionFormSchema.safeParse(values);
  if (!result.success) throw new Error(JSON.stringify(result.error.issues));
  return JSON.parse(JSON.stringify(result.data));
}

const targets = (...rows: [string, string][]) => rows.map(([price, share]) => ({ price, share }));

describe("position form rules", () => {
  it("starts a new position published, with one target for the whole of it", () => {
    const blank = emptyPositionForm({ riskLevel: "moderate" });
    expect(blank.status).toBe("active");
    expect(blank.targets).toEqual([{ price: "", share: "100" }]);
  });

  it("names each invalid field with the positions' own messages", () => {
    expect(errorsOf(form({ asset: "  ", entryPrice: "abc" }))).toEqual({
      asset: "Asset is required",
      entryPrice: "Valid entry price is required",
    });
    expect(errorsOf(form({ entryPrice: "" }))).toEqual({ entryPrice: "Valid entry price is required" });
    expect(errorsOf(form({ entryPrice: "0" }))).toEqual({ entryPrice: "Prices must be positive numbers" });
    expect(errorsOf(form({ stopLoss: "-1" }))).toEqual({ stopLoss: "Prices must be positive numbers" });
    expect(errorsOf(form({ targets: targets(["t", "100"]) }))).toEqual({
      "targets.0.price": LIFECYCLE_MESSAGES.priceInvalid,
    });
  });

  it("reads a decimal comma in every price box", () => {
    const body = bodyOf(
      form({
        entryPrice: "1,0850",
        entryZoneLow: "1,0840",
        entryZoneHigh: "1,0860",
        stopLoss: "1,0800",
        currentPrice: "1,0855",
        targets: targets(["1,0900", "50"], ["1,0950", "50"]),
      }),
    );
    expect(body).toMatchObject({
      entryPrice: 1.085,
      entryZoneLow: 1.084,
      entryZoneHigh: 1.086,
      stopLoss: 1.08,
      currentPrice: 1.0855,
      targets: [
        { price: 1.09, share: 50 },
        { price: 1.095, share: 50 },
      ],
    });
  });

  it("needs the targets' shares to add up to 100", () => {
    expect(errorsOf(form({ targets: targets(["1.09", "50"], ["1.10", "30"]) }))).toEqual({
      targets: LIFECYCLE_MESSAGES.sharesNotHundred,
    });
    expect(errorsOf(form({ targets: targets(["1.09", "50"], ["1.10", "x"]) }))).toMatchObject({
      "targets.1.share": LIFECYCLE_MESSAGES.shareInvalid,
    });
  });

  it("checks the plan's sides as the server does", () => {
    expect(errorsOf(form({ stopLoss: "1.09" }))).toEqual({ stopLoss: LIFECYCLE_MESSAGES.stopWrongSide });
    expect(errorsOf(form({ direction: "short", targets: targets(["1.09", "100"]) }))).toEqual({
      targets: LIFECYCLE_MESSAGES.targetWrongSide,
    });
    expect(errorsOf(form({ entryZoneLow: "1.08" }))).toEqual({ entryZoneHigh: LIFECYCLE_MESSAGES.zoneIncomplete });
  });

  it("lets a published position's stop reach break-even or profit: the server judges it against the market", () => {
    for (const stopLoss of ["1.0850", "1.09"]) {
      const result = publishedPositionFormSchema.safeParse(form({ stopLoss, targets: targets(["1.10", "100"]) }));
      expect(result.success, stopLoss).toBe(true);
    }
    expect(errorsOf(form({ stopLoss: "1.0850" }))).toEqual({ stopLoss: LIFECYCLE_MESSAGES.stopWrongSide });
  });

  it("sends a lone target without a price as no target at all", () => {
    expect(bodyOf(form({}))).toHaveProperty("targets", []);
  });

  it("keeps the limits the server keeps", () => {
    expect(errorsOf(form({ asset: "A".repeat(ASSET_MAX_LENGTH + 1) }))).toEqual({ asset: "Asset is too long" });
    expect(errorsOf(form({ asset: "A".repeat(ASSET_MAX_LENGTH) }))).toEqual({});
    expect(errorsOf(form({ commentary: "c".repeat(COMMENTARY_MAX_LENGTH + 1) }))).toEqual({
      commentary: "Commentary is too long",
    });
    expect(errorsOf(form({ currentPrice: "2000000000" }))).toEqual({ currentPrice: "Price is too large" });
  });

  it("sends empty optional fields as absent and trims the asset and commentary", () => {
    expect(
      bodyOf(form({ asset: " EUR/USD ", commentary: "  Breakout  ", targets: targets([" 1.1 ", "100"]) })),
    ).toEqual({
      asset: "EUR/USD",
      assetClass: "forex",
      direction: "long",
      entryPrice: 1.085,
      targets: [{ price: 1.1, share: 100 }],
      commentary: "Breakout",
      status: "active",
      tracking: { onTargetHit: "close", breakEvenAfterTp1: false, trailing: null },
    });
    expect(bodyOf(form({ commentary: "   " }))).not.toHaveProperty("commentary");
    expect(bodyOf(form({ riskLevel: "high" }))).toHaveProperty("riskLevel", "high");
  });

  it("sends a closed position's exit back as it was, and never one for an open position", () => {
    expect(bodyOf(form({ status: "closed", exitPrice: "1.09" }))).toMatchObject({ exitPrice: 1.09 });
    expect(bodyOf(form({ exitPrice: "1.09" }))).not.toHaveProperty("exitPrice");
  });

  it("sends the tracking options, a trailing stop only with a kind, its distance read as a price", () => {
    const trailing = { kind: "percent" as const, distance: "0,5" };
    const tracking = { onTargetHit: "record" as const, breakEvenAfterTp1: true, trailing };
    expect(bodyOf(form({ tracking })).tracking).toEqual({
      onTargetHit: "record",
      breakEvenAfterTp1: true,
      trailing: { kind: "percent", distance: 0.5 },
    });
    const none = { ...tracking, trailing: { kind: "" as const, distance: "3" } };
    expect(bodyOf(form({ tracking: none })).tracking?.trailing).toBeNull();
  });

  it("needs asset and entry price before the mobile editor may save", () => {
    expect(hasRequiredFields(form({}))).toBe(true);
    expect(hasRequiredFields(form({ asset: " " }))).toBe(false);
    expect(hasRequiredFields(form({ entryPrice: "" }))).toBe(false);
  });

  it("asks about a price that could be read two ways unless the market or the entry settles it", () => {
    const crypto = form({ asset: "ETH/USD", assetClass: "crypto", entryPrice: "3,250", stopLoss: "3.100" });
    // Against the entry read the locale's way, a stop of 3.1 is the unlikely reading.
    expect(ambiguousPrices(crypto, null, ".")).toEqual([
      { field: "entryPrice", label: "Entry Price", text: "3,250", readings: [3250, 3.25] },
      { field: "stopLoss", label: "Stop Loss", text: "3.100", readings: [3.1, 3100] },
    ]);
    expect(ambiguousPrices(crypto, null, ",")).toEqual([
      { field: "entryPrice", label: "Entry Price", text: "3,250", readings: [3.25, 3250] },
      { field: "stopLoss", label: "Stop Loss", text: "3.100", readings: [3100, 3.1] },
    ]);
    expect(ambiguousPrices({ ...crypto, stopLoss: "3,100" }, 3300, ".")).toEqual([]);
    expect(
      ambiguousPrices(
        { ...crypto, targets: targets(["3.400", "100"]), status: "closed", exitPrice: "3,300" },
        3300,
        ",",
      ),
    ).toMatchObject([{ field: "entryPrice" }, { field: "exitPrice" }]);
  });
});

describe("the price boxes in the admin's language", () => {
  /** The page shown in `language`, as the switcher leaves it on <html lang>. */
  const showIn = (language: string) => vi.stubGlobal("document", { documentElement: { lang: language } });
  afterEach(() => vi.unstubAllGlobals());

  it("reads a decimal comma in Spanish, three decimals included, and a point there as grouping thousands", () => {
    showIn("es");
    expect(bodyOf(form({ entryPrice: "1,2345", stopLoss: "1,234" }))).toMatchObject({
      entryPrice: 1.2345,
      stopLoss: 1.234,
    });
    expect(bodyOf(form({ assetClass: "indices", entryPrice: "5.123,5" }))).toMatchObject({ entryPrice: 5123.5 });
  });

  it("refuses separators it cannot read one way, saying how to write the price", () => {
    showIn("tr");
    expect(errorsOf(form({ entryPrice: "1.234,5,6" }))).toEqual({
      entryPrice:
        '"1.234,5,6" mixes up its separators: write the decimals after one ",", with no other separator (1234,56)',
    });
    showIn("en");
    expect(errorsOf(form({ stopLoss: "1,23,4" }))).toEqual({
      stopLoss: '"1,23,4" mixes up its separators: write the decimals after one ".", with no other separator (1234.56)',
    });
  });
});
