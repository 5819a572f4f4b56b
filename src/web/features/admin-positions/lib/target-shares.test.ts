import { describe, expect, it } from "vitest";
import { SHARE_TOTAL, TARGETS_MAX } from "@shared/trade-lifecycle";
import { defaultTargetShares, sharesComplete, sharesTotal } from "@/features/admin-positions/lib/target-shares";

describe("defaultTargetShares", () => {
  it("gives one target the whole position and splits more, most on the nearest", () => {
    expect(defaultTargetShares(1)).toEqual([100]);
    expect(defaultTargetShares(2)).toEqual([50, 50]);
    expect(defaultTargetShares(3)).toEqual([50, 30, 20]);
  });

  it("always adds up to 100, never growing towards the far targets, for every count allowed", () => {
    for (let count = 1; count <= TARGETS_MAX; count += 1) {
      const shares = defaultTargetShares(count);
      expect(shares).toHaveLength(count);
      expect(shares.reduce((sum, share) => sum + share, 0)).toBe(SHARE_TOTAL);
      shares.forEach(
        (share, index) => index > 0 && expect(share).toBeLessThanOrEqual(shares[index - 1] ?? SHARE_TOTAL),
      );
    }
  });

  it("gives a copy the caller may change", () => {
    defaultTargetShares(2).push(1);
    expect(defaultTargetShares(2)).toEqual([50, 50]);
  });
});

describe("sharesTotal", () => {
  it("adds the whole-number boxes and counts the rest as nothing", () => {
    expect(sharesTotal(["50", " 30 ", "20"])).toBe(100);
    expect(sharesTotal(["50", "", "x", "2.5"])).toBe(50);
    expect(sharesComplete(sharesTotal(["60", "30"]))).toBe(false);
    expect(sharesComplete(sharesTotal(["70", "30"]))).toBe(true);
  });
});
