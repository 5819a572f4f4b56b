import { FREE_FEED_PAGE_SIZE, type FreeFeed, type FreeFeedEntry } from "../../../shared/free-feed-api.js";
import { FREE_FEED_OFF, feedCutoff, feedDelayWords, isEventPublic } from "../../../shared/free-feed.js";
import { finiteOrNull } from "../../../shared/price-range.js";
import { countedTrade } from "../../../shared/track-record.js";
import type { TradeEventData } from "../../../shared/trade-lifecycle.js";
import { describeTradeEvent, tradeEventWords } from "../../../shared/trade-messages.js";
import { deriveTradeState, replayTradeEvents } from "../../../shared/trade-state.js";
import type { Db } from "../../db/database.js";
import { appErrorKind } from "../../lib/app-error.js";
import type { Clock } from "../../lib/clock.js";
import { timedEvent } from "../positions/position-records.js";
import { listPublishedInRecordOrder } from "../positions/record-numbers.js";
import { getAdminSettings } from "../settings/settings.service.js";
import * as repo from "./free-feed.repo.js";

export interface FreeFeedDeps {
  db: Db;
  clock: Clock;
}

export class FreeFeedOffError extends appErrorKind("FreeFeedOffError", "not_found", FREE_FEED_OFF) {}

/**
 * docs/product.md#free-delayed-feed: one page of the free feed at the clock's now. Which signals are in it is
 * `publicFeedSql` (the twin of `isPublicAt`); of each, the events `isEventPublic` lets through, and the card is what
 * those events make of it, so nothing of an open signal newer than the delay shows anywhere in it.
 */
export async function getFreeFeed(deps: FreeFeedDeps, page: number): Promise<FreeFeed> {
  const setting = (await getAdminSettings(deps)).freeFeed;
  const delay = feedDelayWords(setting);
  if (setting.mode === "off" || delay === null) throw new FreeFeedOffError();
  const now = deps.clock.now();
  const [total, rows] = await Promise.all([
    repo.countFeed(deps.db, setting, now),
    repo.listFeedPage(deps.db, setting, now, (page - 1) * FREE_FEED_PAGE_SIZE, FREE_FEED_PAGE_SIZE),
  ]);
  const [events, published] = await Promise.all([
    repo.listFeedEvents(
      deps.db,
      rows.map((row) => row.id),
    ),
    rows.length === 0 ? Promise.resolve([]) : listPublishedInRecordOrder(deps.db),
  ]);
  const numbers = new Map(published.map((id, index) => [id, index + 1]));
  const byPosition = new Map<string, typeof events>();
  for (const event of events) byPosition.set(event.position_id, [...(byPosition.get(event.position_id) ?? []), event]);
  const entries = rows.flatMap((row) => {
    const stored = byPosition.get(row.id) ?? [];
    const shown = stored.filter((event) => isEventPublic(event.at, candidateOf(row), setting, now));
    const entry = shown.length === 0 ? null : entryOf(row, stored, shown, numbers.get(row.id) ?? 0);
    return entry ? [entry] : [];
  });
  return {
    mode: setting.mode,
    hours: setting.hours,
    delay,
    cutoff: feedCutoff(setting, now),
    page,
    pageSize: FREE_FEED_PAGE_SIZE,
    total,
    entries,
  };
}

const candidateOf = (row: repo.FeedPositionRow) => ({
  status: row.status,
  publishedAt: row.published_at,
  releasedAt: row.released_at,
  closedAt: row.closed_at,
});

type EventRow = Awaited<ReturnType<typeof repo.listFeedEvents>>[number];

/** A signal's card as it stood when its last shown event was stored. */
function entryOf(
  row: repo.FeedPositionRow,
  stored: EventRow[],
  shown: EventRow[],
  recordNumber: number,
): FreeFeedEntry {
  const instrument = { asset: row.asset, assetClass: row.asset_class, direction: row.direction };
  const timeline = shown.map(timedEvent);
  const state = deriveTradeState(instrument, timeline);
  const counted = state.status === "closed" ? countedTrade(instrument, timeline) : null;
  const note = timeline.findLast((event) => event.type === "note");
  // The position keeps only its latest commentary: a note after the cutoff replaced the one shown then, so none is.
  const anyNote = stored.some((event) => event.type === "note");
  const commentary = note?.type === "note" ? note.text : anyNote ? null : row.commentary;
  return {
    id: row.id,
    recordNumber,
    asset: row.asset,
    assetClass: row.asset_class,
    direction: row.direction,
    status: state.status === "closed" ? "closed" : "active",
    outcome: state.outcome,
    entryPrice: state.plan.entryPrice,
    entryZoneLow: state.plan.entryZoneLow,
    entryZoneHigh: state.plan.entryZoneHigh,
    stopLoss: state.stopLoss,
    initialStopLoss: state.initialStopLoss,
    targets: state.targets.map((target) => ({
      number: target.number,
      price: target.price,
      share: target.share,
      hit: target.state !== "open",
    })),
    riskLevel: row.risk_level,
    commentary,
    publishedAt: row.published_at ?? timeline[0]?.at ?? "",
    closedAt: state.closedAt,
    percent: finiteOrNull(counted?.results.percent ?? null),
    r: finiteOrNull(counted?.results.r ?? null),
    exitPrice: counted?.exitPrice ?? null,
    voidedOpen: counted?.voidedOpen ?? null,
    events: replayTradeEvents(instrument, timeline).map(({ event: { at, ...fact }, state: then }, index) => ({
      seq: Number(shown[index]?.seq),
      type: fact.type,
      at,
      message: describeTradeEvent(instrument, fact as TradeEventData, then),
      words: tradeEventWords(instrument, fact as TradeEventData, then),
      sequence: Number(shown[index]?.chain_seq),
      hash: shown[index]?.hash ?? "",
    })),
  };
}
