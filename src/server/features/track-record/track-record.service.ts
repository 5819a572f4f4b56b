import { openExposure, type OpenSignal } from "../../../shared/open-exposure.js";
import { finiteOrNull } from "../../../shared/price-range.js";
import { isEventPublic, type FreeFeedSetting } from "../../../shared/free-feed.js";
import type { ChainHead, ExportedEvent } from "../../../shared/record-chain.js";
import {
  countedTrade,
  recordCensus,
  summarizeTrackRecord,
  TRACK_RECORD_OFF,
  trackRecordSchema,
  type PublishedHead,
  type TrackRecord,
  type TrackRecordSignal,
} from "../../../shared/track-record.js";
import type { TimedTradeEvent, TradeEventData } from "../../../shared/trade-lifecycle.js";
import { describeTradeEvent, tradeEventWords } from "../../../shared/trade-messages.js";
import { replayTradeEvents } from "../../../shared/trade-state.js";
import type { Db } from "../../db/database.js";
import { appErrorKind } from "../../lib/app-error.js";
import { isEmbargoed } from "../positions/position-changes.js";
import { chainContentOf } from "../../lib/chain-content.js";
import type { Clock } from "../../lib/clock.js";
import { prepareBody, type PreparedBody } from "../../lib/prepared-body.js";
import { timedEvent } from "../positions/position-records.js";
import { listPublishedInRecordOrder } from "../positions/record-numbers.js";
import { getAdminSettings } from "../settings/settings.service.js";
import { listExportedHeads, listPublishedHeads } from "./record-heads.repo.js";
import * as repo from "./track-record.repo.js";

export interface TrackRecordDeps {
  db: Db;
  /** The time-stamp authorities that witness the heads (docs/decisions/0029-witnessed-record-heads.md); none unless given. */
  authorities?: readonly string[];
}

/**
 * docs/product.md#track-record: an event's content is public once its position is finished (closed, cancelled or
 * voided) and released to every member (docs/product.md#early-access), or once the free delayed feed shows the event
 * (docs/product.md#free-delayed-feed, `isEventPublic`); before that only its hashes are, so the
 * chain still verifies and the trade cannot be rewritten later.
 */
export function exportedEvent(row: repo.ChainEventRow, now: Date, feed: FreeFeedSetting): ExportedEvent {
  const link = {
    sequence: Number(row.chain_seq),
    prevHash: row.prev_hash,
    contentHash: row.content_hash,
    hash: row.hash,
  };
  const finished = row.status === "closed" && !isEmbargoed(row, now.toISOString());
  const candidate = {
    status: row.status,
    publishedAt: row.published_at,
    releasedAt: row.released_at,
    closedAt: row.closed_at,
  };
  const inFeed = isEventPublic(row.at, candidate, feed, now);
  if (!finished && !inFeed) return { ...link, content: null };
  return { ...link, content: chainContentOf(link.sequence, row) };
}

export interface ChainExport {
  events: ExportedEvent[];
  head: ChainHead | null;
  /**
   * The heads published so far, newest first, each with its authority's time-stamp token once witnessed: the
   * verifier checks each against the chain, and each token against its head.
   */
  heads: ExportedHead[];
}

export type ExportedHead = PublishedHead & {
  witness: { tsa: string; signer: string; at: string; token: string } | null;
};

/** The whole chain, oldest first, its head, and the heads published. */
export async function chainExport(deps: TrackRecordDeps & { clock: Clock }): Promise<ChainExport> {
  const settings = await getAdminSettings(deps);
  if (!settings.publicTrackRecord) throw new TrackRecordOffError();
  const [rows, heads] = await Promise.all([repo.listChainEvents(deps.db), listExportedHeads(deps.db)]);
  const now = deps.clock.now();
  const events = rows.map((row) => exportedEvent(row, now, settings.freeFeed));
  const last = events.at(-1);
  return { events, head: last ? { sequence: last.sequence, hash: last.hash } : null, heads };
}

export class TrackRecordOffError extends appErrorKind("TrackRecordOffError", "not_found", TRACK_RECORD_OFF) {}

/** Open signals are marked again at most this often: a live feed's ticks do not rebuild the record each time. */
const OPEN_MARKS_EVERY_MS = 60_000;

/**
 * The record answered to everyone (and drawn by the widget and the badge), built once per stored event and published
 * head: its cache key is the chain's head and the last published one. The open signals' marks (docs/product.md#honest-figures)
 * are taken again when a price moved, at most once a minute, without rebuilding the finished signals.
 */
export function createTrackRecordReader(deps: TrackRecordDeps & { clock: Clock }) {
  let closed: { key: string; record: Omit<TrackRecord, "open"> } | null = null;
  let open: { marks: string; at: number; exposure: TrackRecord["open"] } | null = null;
  let cached: { closed: object; open: object; record: TrackRecord; body: Promise<PreparedBody> | null } | null = null;
  async function current() {
    const now = deps.clock.now();
    const [head, heads, embargoed] = await Promise.all([
      repo.chainHead(deps.db),
      listPublishedHeads(deps.db),
      repo.countUnreleasedFinished(deps.db, now.toISOString()),
    ]);
    const witnessed = heads.filter((published) => published.witness).length;
    const key = `${head ? `${head.sequence}.${head.hash}` : "empty"}-${heads[0]?.sequence ?? 0}-${witnessed}-${embargoed}`;
    const rebuilt = closed?.key !== key;
    if (!closed || rebuilt) {
      const built = await buildTrackRecord(deps, head, now.toISOString());
      closed = { key, record: { ...built, heads, witnessing: (deps.authorities ?? []).length > 0 } };
    }
    // The open signals' prices are read at most once a minute (a list of every open position), or with a new event.
    if (!open || rebuilt || now.getTime() - open.at >= OPEN_MARKS_EVERY_MS) {
      const marks = await repo.listOpenMarks(deps.db);
      if (!open || rebuilt || open.marks !== marks) {
        const signals = openSignalsOf(await repo.listOpenEvents(deps.db));
        open = { marks, at: now.getTime(), exposure: openExposure(signals, closedResultsOf(closed.record.equity)) };
      } else {
        open.at = now.getTime(); // unchanged: the same answer, checked again in a minute
      }
    }
    if (cached?.closed !== closed || cached.open !== open) {
      cached = { closed, open, record: { ...closed.record, open: open.exposure }, body: null };
    }
    return cached;
  }
  async function published() {
    if (!(await getAdminSettings(deps)).publicTrackRecord) throw new TrackRecordOffError();
    return current();
  }
  return {
    async get(): Promise<TrackRecord> {
      return (await published()).record;
    },
    /** The record serialised and compressed once per change of the chain or its heads, for every visitor. */
    async prepared(): Promise<PreparedBody> {
      const entry = await published();
      entry.body ??= prepareBody(trackRecordSchema.parse(entry.record));
      return entry.body;
    },
    /**
     * The finished signals as the record counts them, public or not: members' own statistics are worked out from
     * them, so the figures members see and the ones the public record shows follow one rule.
     */
    async countedSignals(): Promise<TrackRecordSignal[]> {
      return (await current()).record.signals;
    },
  };
}

async function buildTrackRecord(
  deps: TrackRecordDeps & { clock: Clock },
  head: TrackRecord["head"],
  now: string,
): Promise<Omit<TrackRecord, "heads" | "witnessing" | "open">> {
  const [positions, events, published] = await Promise.all([
    repo.listFinishedPositions(deps.db, now),
    repo.listFinishedEvents(deps.db, now),
    listPublishedInRecordOrder(deps.db),
  ]);
  const { census, numberOf } = recordCensus(published, positions);
  const byPosition = new Map<string, typeof events>();
  for (const event of events) byPosition.set(event.position_id, [...(byPosition.get(event.position_id) ?? []), event]);
  const signals = positions.map((position): TrackRecordSignal => {
    const instrument = { asset: position.asset, assetClass: position.asset_class, direction: position.direction };
    const timeline = (byPosition.get(position.id) ?? []).map((row) => ({ ...timedEvent(row), seq: Number(row.seq) }));
    const counted = countedTrade(instrument, timeline);
    return {
      id: position.id,
      recordNumber: numberOf(position.id),
      asset: position.asset,
      assetClass: position.asset_class,
      direction: position.direction,
      outcome: position.outcome,
      outcomeReason: position.outcome_reason,
      publishedAt: position.published_at ?? timeline[0]?.at ?? "",
      closedAt: position.closed_at ?? timeline.at(-1)?.at ?? "",
      // A figure that is not finite (an entry stored before prices had a floor) is unknown, never a failed answer.
      percent: finiteOrNull(counted?.results.percent ?? null),
      r: finiteOrNull(counted?.results.r ?? null),
      exitPrice: counted?.exitPrice ?? null,
      voidedOpen: counted?.voidedOpen ?? null,
      events: replayTradeEvents(instrument, timeline).map(({ event: { seq, at, ...fact }, state }) => ({
        seq,
        type: fact.type,
        at,
        message: describeTradeEvent(instrument, fact as TradeEventData, state),
        words: tradeEventWords(instrument, fact as TradeEventData, state),
      })),
    };
  });
  signals.sort((a, b) => (a.closedAt < b.closedAt ? 1 : a.closedAt > b.closedAt ? -1 : 0));
  return {
    asOf: deps.clock.now().toISOString(),
    ...summarizeTrackRecord(signals),
    signals,
    census,
    head,
  };
}

/** The open positions' timelines, each marked at the latest price stored on it. */
function openSignalsOf(rows: Awaited<ReturnType<typeof repo.listOpenEvents>>): OpenSignal[] {
  const byPosition = new Map<string, OpenSignal & { events: TimedTradeEvent[] }>();
  for (const row of rows) {
    let signal = byPosition.get(row.position_id);
    if (!signal) {
      const instrument = { asset: row.asset, assetClass: row.asset_class, direction: row.direction };
      byPosition.set(row.position_id, (signal = { instrument, events: [], mark: row.current_price }));
    }
    signal.events.push(timedEvent(row));
  }
  return [...byPosition.values()];
}

/** Each counted result in close order, from the equity curve's steps. */
const closedResultsOf = (equity: TrackRecord["equity"]): number[] =>
  equity.map((point, index) => point.cumulativePercent - (equity[index - 1]?.cumulativePercent ?? 0));
