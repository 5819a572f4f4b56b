/**
 * docs/product.md#price-input: a price far from the entry is more often a slip of the finger ("10850" for "1.0850",
 * a dropped digit) than a plan, so the editors and the trade actions ask before sending one.
 */
export const FAR_FROM_ENTRY_PERCENT = 20;

export interface LabelledPrice {
  /** How the screen names it: "Stop loss", "TP2", "Exit". */
  label: string;
  price: number;
}

export interface FarPrice extends LabelledPrice {
  /** Distance from the entry in percent of the entry, always positive. */
  percentFromEntry: number;
}

/** The prices more than 20% from the entry, in the order given; none when the entry itself is not a price. */
export function farFromEntry(entryPrice: number, prices: readonly LabelledPrice[]): FarPrice[] {
  if (!(entryPrice > 0) || !Number.isFinite(entryPrice)) return [];
  return prices.flatMap((labelled) => {
    const percentFromEntry = (Math.abs(labelled.price - entryPrice) / entryPrice) * 100;
    return percentFromEntry > FAR_FROM_ENTRY_PERCENT ? [{ ...labelled, percentFromEntry }] : [];
  });
}

interface PlanPrices {
  entryPrice: number;
  entryZoneLow?: number | null;
  entryZoneHigh?: number | null;
  stopLoss?: number | null;
  targets: readonly { price: number }[];
}

/** A plan's own prices, named as the editors name them, checked against its entry. */
export function farPlanPrices(plan: PlanPrices): FarPrice[] {
  const prices: LabelledPrice[] = [];
  if (plan.entryZoneLow != null) prices.push({ label: "Entry zone low", price: plan.entryZoneLow });
  if (plan.entryZoneHigh != null) prices.push({ label: "Entry zone high", price: plan.entryZoneHigh });
  if (plan.stopLoss != null) prices.push({ label: "Stop loss", price: plan.stopLoss });
  plan.targets.forEach((target, index) => prices.push({ label: `TP${index + 1}`, price: target.price }));
  return farFromEntry(plan.entryPrice, prices);
}
