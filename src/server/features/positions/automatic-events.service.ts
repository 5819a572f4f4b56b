import type { Position } from "../../../shared/positions.js";
import type { TickEvidence } from "../../../shared/price-tracking.js";
import type { TradeEventInput } from "../../../shared/trade-lifecycle.js";
import { deriveTradeState, type TradeState } from "../../../shared/trade-state.js";
import type { PositionRow } from "../../db/schema.js";
import { commitChange, correctionWindowOf, rowAfter, saveRow, type PositionsDeps } from "./position-changes.js";
import { instrumentOf, timedEvent, toPosition } from "./position-records.js";
import * as repo from "./positions.repo.js";
import { appendTradeEvents } from "./trade-events.js";

/** What the price tracker found a tick did to a position, judged on the position's stored state. */
export type DetectOnState = (
  row: PositionRow,
  state: TradeState,
) => { inputs: TradeEventInput[]; evidence: TickEvidence } | null;

/**
 * docs/prices.md: records the events the price tracker detected, through the same path an admin's report takes (one
 * transaction under the row's version, then the feed, pushes and live announcement), with no actor and the tick as
 * evidence. `detect` runs on the state derived from the stored events inside the transaction, so a hit that another
 * instance (or this one, before a restart) already recorded is found recorded and nothing is written; two instances
 * racing for the same hit meet on the position's version and the events' unique (position, seq), and the loser's
 * transaction rolls back. The pushes and emails follow in the background, so the next tick does not wait for them. Answers the position after, or null when there was nothing (left) to record.
 */
export async function recordDetectedEvents(
  deps: PositionsDeps,
  id: string,
  detect: DetectOnState,
): Promise<Position | null> {
  const row = await commitChange(
    deps,
    async (trx, now) => {
      const before = await repo.findPosition(trx, id);
      if (!before || before.status !== "active") return null;
      const prior = (await repo.listEvents(trx, id)).map(timedEvent);
      const detected = detect(before, deriveTradeState(instrumentOf(before), prior));
      if (!detected) return null;
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
      return { row: after, announcements: appended.announce(toPosition(after, correctionWindowOf(deps))) };
    },
    { fanOut: "background" },
  );
  return row ? toPosition(row, correctionWindowOf(deps)) : null;
}
