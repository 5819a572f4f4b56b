import { assetClassName, type ParsedPositionInput } from "../../../shared/positions.js";
import { formatPrice } from "../../../shared/format.js";
import { roundResult } from "../../../shared/trade-results.js";
import { AppError } from "../../lib/app-error.js";
import type { PositionsDeps } from "./position-changes.js";
import type { OpenedMarket } from "./trade-events.js";

/**
 * docs/product.md#live-prices: the market a position opens into, where a feed covers its instrument. An open entry
 * further from it than the asset class allows is refused (409, `confirm: true` in the answer) until the admin sends
 * it again with `confirm: true`: a typo in a price members act on is caught before they see it. A position entered
 * already closed is history and is not compared.
 */
export function marketAtPublication(deps: PositionsDeps, input: ParsedPositionInput): OpenedMarket | undefined {
  if (!deps.market || input.status !== "active") return undefined;
  const quote = deps.market.price(input);
  if (!quote) return undefined;
  const distancePercent = roundResult((Math.abs(input.entryPrice - quote.price) / quote.price) * 100, 2);
  const allowed = deps.market.entryDistance[input.assetClass];
  if (distancePercent > allowed && input.confirm !== true) {
    const price = (value: number) => formatPrice(value, input);
    throw new AppError(
      "conflict",
      `The entry ${price(input.entryPrice)} is ${distancePercent}% from the market price ${price(quote.price)}, more than the ${allowed}% allowed for ${assetClassName(input.assetClass).toLowerCase()}. Check it, then publish again to confirm.`,
      { confirm: true },
    );
  }
  return { price: quote.price, at: quote.at, distancePercent };
}
