import { assetClassName, type ParsedPositionInput } from "../../../shared/positions.js";
import { formatPrice } from "../../../shared/format.js";
import { roundResult } from "../../../shared/trade-results.js";
import { adminOnlyText, AppError } from "../../lib/app-error.js";
import type { PositionsDeps } from "./position-changes.js";
import type { OpenedMarket } from "./trade-events.js";

/** docs/prices.md: how long a publication waits for the feed's first price of an instrument it was not watching. */
export const FIRST_PRICE_WAIT_MS = 3000;

const publishing = (deps: PositionsDeps, input: ParsedPositionInput) =>
  deps.market !== undefined && input.status === "active" && input.confirm !== true;

/**
 * Before a publication's transaction: where the feed prices the instrument but has no price for it yet, waits briefly
 * for its first (outside the transaction, so nothing is held while the market answers).
 */
export async function awaitMarket(deps: PositionsDeps, input: ParsedPositionInput): Promise<void> {
  if (!deps.market || !publishing(deps, input)) return;
  if (deps.market.tracks(input) !== true || deps.market.price(input)) return;
  await deps.market.firstPrice(input);
}

/**
 * docs/product.md#live-prices: the market a position opens into, where a feed covers its instrument. An open entry
 * further from it than the asset class allows is refused (409, `confirm: true` in the answer) until the admin sends
 * it again with `confirm: true`: a typo in a price members act on is caught before they see it. So is a publication
 * the feed cannot check: an instrument it never prices (its levels will not be followed), or one it has not priced
 * yet. A position entered already closed is history and is not compared.
 */
export function marketAtPublication(deps: PositionsDeps, input: ParsedPositionInput): OpenedMarket | undefined {
  if (!deps.market || input.status !== "active") return undefined;
  const tracked = deps.market.tracks(input);
  if (tracked === null) return undefined;
  const confirm = (message: string) => {
    if (input.confirm === true) return undefined;
    throw new AppError("conflict", adminOnlyText(message), { confirm: true });
  };
  if (!tracked) {
    return confirm(
      `${input.asset} is not tracked by the price feed: its stop and targets will not be followed automatically and members will see no live price. Check the asset's name, then publish again to confirm.`,
    );
  }
  const quote = deps.market.price(input);
  if (!quote) {
    return confirm(
      `The price feed has not priced ${input.asset} yet, so the entry cannot be checked against the market. Check it, then publish again to confirm.`,
    );
  }
  const distancePercent = roundResult((Math.abs(input.entryPrice - quote.price) / quote.price) * 100, 2);
  const allowed = deps.market.entryDistance[input.assetClass];
  if (distancePercent > allowed && input.confirm !== true) {
    const price = (value: number) => formatPrice(value, input);
    throw new AppError(
      "conflict",
      adminOnlyText(
        `The entry ${price(input.entryPrice)} is ${distancePercent}% from the market price ${price(quote.price)}, more than the ${allowed}% allowed for ${assetClassName(input.assetClass).toLowerCase()}. Check it, then publish again to confirm.`,
      ),
      { confirm: true },
    );
  }
  return { price: quote.price, at: quote.at, distancePercent };
}
