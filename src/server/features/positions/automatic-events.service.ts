import type { TickEvidence } from "../../../shared/price-tracking.js";
import type { TradeEventInput } from "../../../shared/trade-lifecycle.js";
import type { PositionEvent } from "../../../shared/ws-events.js";
import { deriveTradeState, type TradeState } from "../../../shared/trade-state.js";
import type { PositionRow } from "../../db/schema.js";
import {
  announcementsOf,
  commitChanges,
  correctionWindowOf,
  rowAfter,
  saveRow,
  type PositionsDeps,
} from "./position-changes.js";
import { instrumentOf, timedEvent, toPosition } from "./position-records.js";
import * as repo from "./positions.repo.js";
import { appendTradeEvents } from "./trade-events.js";

/** What the price tracker found a tick did to a position, judged on the position's stored state. */
export type DetectOnState = (
  row: PositionRow,
  state: TradeState,
) => { inputs: TradeEventInput[]; evidence: TickEvidence } | null;

/** One position's part in a moment's hits: what each tick since the first that crossed a level does, in tick order. */
export interface DetectionsOf {
  id: string;
  ticks: readonly DetectOnState[];
}

/**
 * docs/prices.md: records the events the price tracker detected, through the same path an admin's report takes (one
 * transaction under each row's version, then the feed, pushes and live announcement), with no actor and the tick as
 * evidence. Every position a moment's ticks moved is written in the same transaction, so a burst of hits costs one
 * commit and none waits behind the announcement of another. Each tick's `detect` runs on the state derived from the
 * stored events inside the transaction (after the previous tick's events), so a hit that another instance (or this
 * one, before a restart) already recorded is found recorded and nothing is written; two instances racing for the same
 * hit meet on the position's version and the events' unique (position, seq), and the loser's transaction rolls back.
 * The pushes and emails follow in the background, so the next tick does not wait for them. Answers how many events
 * were announced.
 */
export async function recordDetectedEvents(deps: PositionsDeps, batch: readonly DetectionsOf[]): Promise<number> {
  return commitChanges(
    deps,
    async (trx, now) => {
      const announcements: PositionEvent[] = [];
      for (const { id, ticks } of batch) {
        for (const detect of ticks) {
          const before = await repo.findPosition(trx, id);
          if (!before || before.status !== "active") break;
          const prior = (await repo.listEvents(trx, id)).map(timedEvent);
          const detected = detect(before, deriveTradeState(instrumentOf(before), prior));
          if (!detected) continue;
          const appended = await appendTradeEvents(trx, {
            row: before,
            prior,
            inputs: detected.inputs,
            actorId: null,
            now,
            currentPrice: detected.evidence.price,
            evidence: detected.evidence,
          });
          const after = rowAfter(before, appended, now, { current_price: detected.evidence.price });
          await saveRow(trx, before, after);
          announcements.push(
            ...announcementsOf(
              { row: after, announcements: appended.announce(toPosition(after, correctionWindowOf(deps))) },
              now,
            ),
          );
        }
      }
      return announcements;
    },
    { fanOut: "background" },
  );
}
