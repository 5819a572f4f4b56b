import { describe, expect, it } from "vitest";
import {
  ASSET_CLASSES,
  assetClassName,
  defaultNewPositionStatus,
  inputTargets,
  positionCreateSchema,
  positionInputSchema,
  positionPlanSchema,
  stopOnWrongSide,
} from "./positions.js";
import { LIFECYCLE_MESSAGES } from "./trade-lifecycle.js";

const valid = { asset: " EUR/USD ", assetClass: "forex", direction: "long", entryPrice: 1.0724, status: "active" };

describe("positionInputSchema", () => {
  it("trims the asset and leaves empty optional text absent", () => {
    const parsed = positionInputSchema.parse({ ...valid, commentary: "   " });
    expect(parsed).toEqual({
      asset: "EUR/USD",
      assetClass: "forex",
      direction: "long",
      entryPrice: 1.0724,
      status: "active",
    });
    expect("commentary" in parsed && parsed.commentary !== undefined).toBe(false);
  });

  it("says what is wrong in the editor's words", () => {
    const messages = (body: unknown) => positionInputSchema.safeParse(body).error?.issues.map((i) => i.message);
    expect(messages({ ...valid, asset: "  " })).toEqual(["Asset is required"]);
    expect(messages({ ...valid, entryPrice: "1.2" })).toEqual(["Valid entry price is required"]);
    expect(messages({ ...valid, entryPrice: -1 })).toEqual(["Prices must be positive numbers"]);
    expect(messages({ ...valid, status: "closed", pnl: "x" })).toEqual([
      "P&L is worked out from the trade's events and cannot be typed",
    ]);
    expect(messages({ ...valid, exitPrice: 1.1 })).toEqual(["An exit price is only for a closed position"]);
  });

  it("refuses unknown fields and unknown enum values", () => {
    expect(positionInputSchema.safeParse({ ...valid, id: "x" }).success).toBe(false);
    expect(positionInputSchema.safeParse({ ...valid, assetClass: "bonds" }).success).toBe(false);
    expect(positionInputSchema.safeParse({ ...valid, assetClass: "indices", riskLevel: "extreme" }).success).toBe(
      false,
    );
  });
});

describe("a plan's coherence (docs/product.md#targets)", () => {
  const messages = (body: object) =>
    positionPlanSchema
      .safeParse({ ...valid, entryPrice: 100, ...body })
      .error?.issues.map((i) => [i.path[0], i.message]);
  const targets = (...prices: number[]) =>
    prices.map((price, i) => ({ price, share: i === 0 ? 100 - 10 * (prices.length - 1) : 10 }));

  it("takes targets and a stop on the right side for each direction, TP1 nearest", () => {
    expect(messages({ targets: targets(101, 102, 103), stopLoss: 99 })).toBeUndefined();
    expect(messages({ direction: "short", targets: targets(99, 98), stopLoss: 101 })).toBeUndefined();
    expect(messages({ targetPrice: 101, stopLoss: 99 })).toBeUndefined();
    expect(messages({ targets: [] })).toBeUndefined();
  });

  it("refuses a target or stop on the entry or beyond it, and targets out of order", () => {
    expect(messages({ targetPrice: 100 })).toEqual([["targetPrice", LIFECYCLE_MESSAGES.targetWrongSide]]);
    expect(messages({ direction: "short", targetPrice: 100.5 })).toEqual([
      ["targetPrice", LIFECYCLE_MESSAGES.targetWrongSide],
    ]);
    expect(messages({ targets: targets(101, 99) })).toEqual([["targets", LIFECYCLE_MESSAGES.targetWrongSide]]);
    expect(messages({ targets: targets(102, 101) })).toEqual([["targets", LIFECYCLE_MESSAGES.targetsOutOfOrder]]);
    expect(messages({ targets: targets(101, 101) })).toEqual([["targets", LIFECYCLE_MESSAGES.targetsOutOfOrder]]);
    expect(messages({ direction: "short", targets: targets(98, 99) })).toEqual([
      ["targets", LIFECYCLE_MESSAGES.targetsOutOfOrder],
    ]);
    expect(messages({ stopLoss: 100 })).toEqual([["stopLoss", LIFECYCLE_MESSAGES.stopWrongSide]]);
    expect(messages({ direction: "short", stopLoss: 99 })).toEqual([["stopLoss", LIFECYCLE_MESSAGES.stopWrongSide]]);
  });

  it("checks the stop against the entry where a plan is set, not in a running trade's PUT", () => {
    const atEntry = { ...valid, entryPrice: 100, stopLoss: 100 };
    expect(positionCreateSchema.safeParse(atEntry).error?.issues[0]?.message).toBe(LIFECYCLE_MESSAGES.stopWrongSide);
    expect(positionPlanSchema.safeParse(atEntry).success).toBe(false);
    expect(positionInputSchema.safeParse(atEntry).success).toBe(true);
    expect(positionInputSchema.safeParse({ ...atEntry, stopLoss: 101 }).success).toBe(true);
    expect(stopOnWrongSide({ direction: "long", entryPrice: 100, stopLoss: 99.99 })).toBe(false);
    expect(stopOnWrongSide({ direction: "long", entryPrice: 100, stopLoss: 100 })).toBe(true);
    expect(stopOnWrongSide({ direction: "short", entryPrice: 100, stopLoss: 100.01 })).toBe(false);
    expect(stopOnWrongSide({ direction: "short", entryPrice: 100, stopLoss: 99 })).toBe(true);
    expect(stopOnWrongSide({ direction: "short", entryPrice: 100, stopLoss: null })).toBe(false);
    expect(stopOnWrongSide({ direction: "long", entryPrice: 100 })).toBe(false);
  });

  it("needs whole-percent shares adding up to 100, at most five targets, and not targetPrice beside them", () => {
    expect(
      messages({
        targets: [
          { price: 101, share: 50 },
          { price: 102, share: 49 },
        ],
      }),
    ).toEqual([["targets", LIFECYCLE_MESSAGES.sharesNotHundred]]);
    expect(
      messages({
        targets: [
          { price: 101, share: 50.5 },
          { price: 102, share: 49.5 },
        ],
      })?.[0]?.[1],
    ).toBe(LIFECYCLE_MESSAGES.shareInvalid);
    expect(
      messages({
        targets: [
          { price: 101, share: 0 },
          { price: 102, share: 100 },
        ],
      })?.[0]?.[1],
    ).toBe(LIFECYCLE_MESSAGES.shareInvalid);
    expect(messages({ targets: [{ price: 101, share: 101 }] })?.[0]?.[1]).toBe(LIFECYCLE_MESSAGES.shareInvalid);
    expect(messages({ targets: [101, 102, 103, 104, 105, 106].map((price) => ({ price, share: 20 })) })?.[0]?.[1]).toBe(
      LIFECYCLE_MESSAGES.tooManyTargets,
    );
    expect(messages({ targets: targets(101), targetPrice: 101 })).toEqual([
      ["targets", LIFECYCLE_MESSAGES.targetsAndTargetPrice],
    ]);
  });

  it("needs an entry zone whole, low below high, the entry inside it (its edges included)", () => {
    expect(messages({ entryZoneLow: 99, entryZoneHigh: 101 })).toBeUndefined();
    expect(messages({ entryZoneLow: 100, entryZoneHigh: 101 })).toBeUndefined();
    expect(messages({ entryZoneLow: 99, entryZoneHigh: 100 })).toBeUndefined();
    expect(messages({ entryZoneLow: 99 })).toEqual([["entryZoneHigh", LIFECYCLE_MESSAGES.zoneIncomplete]]);
    expect(messages({ entryZoneHigh: 101 })).toEqual([["entryZoneLow", LIFECYCLE_MESSAGES.zoneIncomplete]]);
    expect(messages({ entryZoneLow: 101, entryZoneHigh: 101 })).toEqual([
      ["entryZoneHigh", LIFECYCLE_MESSAGES.zoneInverted],
    ]);
    expect(messages({ entryZoneLow: 100.5, entryZoneHigh: 101 })).toEqual([
      ["entryPrice", LIFECYCLE_MESSAGES.entryOutsideZone],
    ]);
    expect(messages({ entryZoneLow: 98, entryZoneHigh: 99.5 })).toEqual([
      ["entryPrice", LIFECYCLE_MESSAGES.entryOutsideZone],
    ]);
  });

  it("refuses a typed P&L and an exit on a position that is not closed", () => {
    expect(messages({ pnl: 1 })).toEqual([["pnl", LIFECYCLE_MESSAGES.pnlNotTyped]]);
    expect(messages({ exitPrice: 101 })).toEqual([["exitPrice", LIFECYCLE_MESSAGES.exitOnlyWhenClosed]]);
    expect(messages({ status: "closed", exitPrice: 101 })).toBeUndefined();
  });
});

describe("inputTargets", () => {
  it("reads targetPrice alone as one target for the whole position, and nothing as no target", () => {
    expect(inputTargets({ targetPrice: 1.1 })).toEqual([{ price: 1.1, share: 100 }]);
    expect(inputTargets({})).toEqual([]);
    expect(inputTargets({ targets: [{ price: 1.2, share: 100 }], targetPrice: 1.1 })).toEqual([
      { price: 1.2, share: 100 },
    ]);
  });
});

describe("defaultNewPositionStatus", () => {
  it("starts a new position as a draft unless auto-publish is on", () => {
    expect(defaultNewPositionStatus(false)).toBe("planning");
    expect(defaultNewPositionStatus(true)).toBe("active");
  });
});

describe("assetClassName", () => {
  it("names every asset class once, capitalised", () => {
    const names = ASSET_CLASSES.map(assetClassName);
    expect(names).toEqual(["Forex", "Commodities", "Crypto", "Indices", "Stocks"]);
  });
});
