import { formatPercent } from "@shared/format";

/** A fall in percentage points, shown as the loss it was: "-4.00%", or "0.00%" with none. */
export const formatDrawdown = (points: number): string => (points === 0 ? "0.00%" : `-${formatPercent(points)}`);
