import { SHARE_TOTAL, TARGETS_MAX } from "@shared/trade-lifecycle";

/**
 * docs/product.md#targets: how a position is shared between its targets when the admin adds or removes one, most of it
 * on the nearest: 100; 50/50; 50/30/20; 40/30/20/10; 30/25/20/15/10. The admin may change each share after.
 */
const SPLITS: readonly (readonly number[])[] = [[100], [50, 50], [50, 30, 20], [40, 30, 20, 10], [30, 25, 20, 15, 10]];

export function defaultTargetShares(count: number): number[] {
  return [...(SPLITS[Math.min(Math.max(count, 1), TARGETS_MAX) - 1] ?? [SHARE_TOTAL])];
}

/** The shares' total as typed, counting a box that is not a whole number as nothing. */
export function sharesTotal(shares: readonly string[]): number {
  return shares.reduce((sum, share) => {
    const value = Number(share.trim());
    return Number.isInteger(value) && value > 0 ? sum + value : sum;
  }, 0);
}

export const sharesComplete = (total: number): boolean => total === SHARE_TOTAL;
