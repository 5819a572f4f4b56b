import { formatPercent, NO_VALUE } from "@shared/format";

/** A fall in percentage points, shown as the loss it was: "-4.00%", or "0.00%" with none. */
export const formatDrawdown = (points: number): string => (points === 0 ? "0.00%" : `-${formatPercent(points)}`);

/** "2.67"; a dash when there was no loss to divide by. */
export const formatProfitFactor = (factor: number | null): string => (factor === null ? NO_VALUE : factor.toFixed(2));
