import type { AssetClass, Direction, UntrackedPositions } from "../../../shared/positions.js";
import type { TrackingOptions } from "../../../shared/price-tracking.js";
import type { Target } from "../../../shared/trade-lifecycle.js";
import { announcePrice } from "./position-events.js";
import { correctionWindowOf, type PositionsDeps } from "./position-changes.js";
import { toPosition, trackingOf } from "./position-records.js";
import * as repo from "./positions.repo.js";

/** An open position (or a draft, whose market is only watched) as the price tracker follows it (docs/prices.md). */
export interface TrackedPosition {
  id: string;
  instrument: { asset: string; assetClass: AssetClass };
  direction: Direction;
  entryPrice: number;
  status: "active" | "planning";
  stopLoss: number | null;
  targets: Target[];
  tracking: TrackingOptions;
  pausedSince: string | null;
  /** When members without early access may see it (docs/product.md#early-access); null: a draft, or released. */
  releasedAt: string | null;
}

/**
 * docs/prices.md: the open positions whose instrument the price feed never prices, flagged on the admin's cards; none
 * without a feed.
 */
export async function untrackedPositions(deps: Pick<PositionsDeps, "db" | "market">): Promise<UntrackedPositions> {
  const { market } = deps;
  if (!market) return { positionIds: [] };
  const open = (await listTrackedPositions(deps)).filter((position) => position.status === "active");
  return { positionIds: open.filter((position) => market.tracks(position.instrument) === false).map(({ id }) => id) };
}

/** Every open position and draft, for the tracker to follow. */
export async function listTrackedPositions(deps: Pick<PositionsDeps, "db">): Promise<TrackedPosition[]> {
  const rows = await repo.listOpenPositions(deps.db);
  return rows.map((row) => ({
    id: row.id,
    instrument: { asset: row.asset, assetClass: row.asset_class },
    direction: row.direction,
    entryPrice: row.entry_price,
    status: row.status === "planning" ? "planning" : "active",
    stopLoss: row.stop_loss,
    targets: JSON.parse(row.targets) as Target[],
    tracking: trackingOf(row),
    pausedSince: row.tracking_paused_since,
    releasedAt: row.released_at,
  }));
}

type Instrument = TrackedPosition["instrument"];
const key = (instrument: Instrument) => ({ asset: instrument.asset, asset_class: instrument.assetClass });

/**
 * Stores market prices as the current price of each instrument's open positions on one side, in one transaction: the
 * tracker stores a second's worth at once, and one commit keeps the ticks waiting behind it short. Members already
 * had the prices live, so nothing is announced; the list read afterwards carries them.
 */
export async function storeMarketPrices(
  deps: Pick<PositionsDeps, "db">,
  prices: { instrument: Instrument; direction: Direction; price: number }[],
): Promise<void> {
  if (prices.length === 0) return;
  await deps.db.transaction().execute(async (trx) => {
    for (const { instrument, direction, price } of prices)
      await repo.setCurrentPrice(trx, key(instrument), direction, price);
  });
}

/**
 * docs/prices.md#staleness: pauses (a time) or resumes (null) tracking on an instrument's open positions; their cards
 * change live. Answers how many positions changed, so only the instance that paused them tells the admins.
 */
export async function setTrackingPaused(
  deps: Pick<PositionsDeps, "db" | "clock" | "events" | "correctionWindowMs">,
  instrument: Instrument,
  since: string | null,
): Promise<number> {
  const ids = await repo.setTrackingPaused(deps.db, key(instrument), since);
  const now = deps.clock.now().toISOString();
  for (const row of await repo.findPositions(deps.db, ids))
    deps.events.publish(announcePrice(toPosition(row, correctionWindowOf(deps)), now));
  return ids.length;
}
