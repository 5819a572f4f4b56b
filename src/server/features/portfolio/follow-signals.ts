import { DEFAULT_LANGUAGE, type Language } from "../../../shared/i18n/languages.js";
import type { PortfolioActivity } from "../../../shared/portfolio-api.js";
import {
  closePart,
  eventHeadline,
  followedClose,
  moneyAt,
  openMoneyAt,
  openSize,
  personalUpdateWords,
  sizeUnitOf,
  type TakenTrade,
} from "../../../shared/portfolio.js";
import { sayPortfolioUpdate, type PortfolioUpdateWords } from "../../../shared/portfolio-update-words.js";
import { PAGE_PATHS } from "../../../shared/pages.js";
import { withShortWarning, type RiskWarningTexts } from "../../../shared/risk-warnings.js";
import { notificationClassOf } from "../../../shared/position-changes.js";
import type { TradeEventData } from "../../../shared/trade-lifecycle.js";
import { roundResult } from "../../../shared/trade-results.js";
import type { TradeInstrument } from "../../../shared/trade-state.js";
import { replayTradeEvents } from "../../../shared/trade-state.js";
import type { Executor } from "../../db/database.js";
import { serverTranslator } from "../../lib/i18n.js";
import type { PortfolioActivityEvent } from "../events/event-bus.js";
import { newId } from "../../lib/ids.js";
import { quietSchedulesAt } from "../notification-preferences/notification-preferences.service.js";
import { tradeTimeline } from "../positions/positions.service.js";
import { queuePush } from "../push/push-queue.js";
import { currentRiskWarning } from "../settings/settings.service.js";
import { pushPayload, pushTexts } from "../push/push-payload.js";
import * as repo from "./portfolio.repo.js";
import { takenTradeOf, toActivity } from "./taken-trades.js";

/** One member's update, announced live to that member once the change is committed. */
export interface PersonalUpdate {
  userId: string;
  activity: PortfolioActivity;
}

/** The price an event closed or stood at, where it has one. */
function priceOf(event: TradeEventData): number | null {
  if (event.type === "target_hit" || event.type === "partial_close") return event.price;
  if (event.type === "closed") return event.price;
  if (event.type === "voided") return event.price ?? null;
  return null;
}

/**
 * docs/product.md#portfolio: in the transaction of a change to these positions, moves every member's trade on them
 * through the events it has not followed yet: a trade that follows the signal closes the same proportion of its open
 * size at the signal's price, and each event the member should hear of becomes one update in their numbers, listed on
 * their portfolio and queued as a Web Push to their devices under their notification preferences and quiet hours.
 * Each trade remembers how far it followed, so an event is applied and announced once per member, whichever instance
 * writes it. Answers the updates to announce live after the commit, and whether pushes were queued.
 */
export async function followSignals(
  trx: Executor,
  positionIds: readonly string[],
  context: { appName: string; now: string },
): Promise<{ updates: PersonalUpdate[]; pushed: boolean }> {
  const updates: PersonalUpdate[] = [];
  let pushed = false;
  // Read once per language for every member's push of this change, and only if one is pushed in it.
  const warnings = new Map<Language, Promise<RiskWarningTexts>>();
  const riskWarning = (language: Language) => {
    let warning = warnings.get(language);
    if (!warning) warnings.set(language, (warning = currentRiskWarning({ db: trx }, language)));
    return warning;
  };
  const pushContext = { ...context, riskWarning };
  for (const positionId of new Set(positionIds)) {
    const timeline = await tradeTimeline(trx, positionId);
    if (!timeline) continue;
    const trades = await repo.listTradesBehind(trx, positionId, timeline.events.length);
    if (trades.length === 0) continue;
    const { row } = timeline;
    const instrument: TradeInstrument = { asset: row.asset, assetClass: row.asset_class, direction: row.direction };
    const steps = replayTradeEvents(instrument, timeline.events);
    // The English line stored beside each update's words, for the admin and the member's data export.
    const english = await serverTranslator(DEFAULT_LANGUAGE);
    for (const stored of trades) {
      let trade = takenTradeOf(stored, row);
      const made: { row: repo.PortfolioActivityRow; words: PortfolioUpdateWords }[] = [];
      for (let seq = stored.seen_seq + 1; seq <= steps.length; seq++) {
        const step = steps[seq - 1];
        if (!step || openSize(trade) <= 0) continue;
        const openShareBefore = seq > 1 ? (steps[seq - 2]?.state.openShare ?? 0) : 100;
        const outcome = applyEvent(
          trade,
          step.event,
          step.state.status === "closed",
          openShareBefore,
          stored.follow_signal === 1,
          context.now,
        );
        if (!outcome) continue;
        trade = outcome.trade;
        const { words } = outcome;
        made.push({
          row: {
            id: newId(),
            user_id: stored.user_id,
            trade_id: stored.id,
            position_id: positionId,
            event_seq: seq,
            message: sayPortfolioUpdate(english, DEFAULT_LANGUAGE, words),
            money: outcome.money,
            at: context.now,
            words: JSON.stringify(words),
          },
          words,
        });
      }
      const finished = openSize(trade) <= 0 && stored.closed_at === null;
      await repo.updateTrade(trx, stored.id, {
        parts: JSON.stringify(trade.parts),
        seen_seq: steps.length,
        ...(finished ? { closed_at: context.now, updated_at: context.now } : {}),
      });
      await repo.insertActivity(
        trx,
        made.map((one) => one.row),
      );
      const language = stored.language ?? DEFAULT_LANGUAGE;
      for (const { row: activity, words } of made) {
        const step = steps[activity.event_seq - 1];
        if (!step) continue;
        const push = { activity, words, language };
        pushed = (await queueUpdatePush(trx, push, step.event, row.asset_class, pushContext)) > 0 || pushed;
        updates.push({ userId: stored.user_id, activity: toActivity(activity) });
      }
    }
  }
  return { updates, pushed };
}

/** One event applied to one member's trade: the trade after it, and the update's words and money; null: no update. */
function applyEvent(
  trade: TakenTrade,
  event: TradeEventData,
  signalClosed: boolean,
  openShareBefore: number,
  follows: boolean,
  now: string,
): { trade: TakenTrade; words: PortfolioUpdateWords; money: number | null } | null {
  const headline = eventHeadline(event, signalClosed);
  if (headline === null) return null;
  const sizeUnit = sizeUnitOf(trade.assetClass, trade.asset);
  const close = follows ? followedClose(trade, event, openShareBefore) : null;
  if (close) {
    const closed = closePart(trade, { ...close, at: now, by: "signal" });
    if (closed.ok) {
      const made = moneyAt(trade, close.size, close.price);
      const money = made === null ? null : roundResult(made, 2);
      const words = personalUpdateWords({
        asset: trade.asset,
        headline,
        money,
        size: close.size,
        sizeUnit,
        followed: true,
      });
      return { trade: { ...trade, parts: closed.parts }, words, money };
    }
  }
  const money = openMoneyAt(trade, priceOf(event));
  const words = personalUpdateWords({
    asset: trade.asset,
    headline,
    money,
    size: openSize(trade),
    sizeUnit,
    followed: false,
  });
  return { trade, words, money };
}

/**
 * The member's own push: one message, to their devices alone, as their preferences for the event's kind say now,
 * written in their language (docs/decisions/0037-languages.md) with the risk warning in it too.
 */
async function queueUpdatePush(
  trx: Executor,
  {
    activity,
    words,
    language,
  }: { activity: repo.PortfolioActivityRow; words: PortfolioUpdateWords; language: Language },
  event: TradeEventData,
  assetClass: TakenTrade["assetClass"],
  context: { appName: string; now: string; riskWarning: (language: Language) => Promise<RiskWarningTexts> },
): Promise<number> {
  const { kind, urgent } = notificationClassOf(event.type);
  const quietNow = await quietSchedulesAt(trx, new Date(context.now));
  const t = await serverTranslator(language);
  const body = sayPortfolioUpdate(t, language, words);
  return queuePush(
    trx,
    {
      // Its money follows a signal's levels: the body ends with the risk warning too (docs/product.md#risk-warnings).
      payload: pushPayload(
        pushTexts(t, context.appName),
        withShortWarning(body, await context.riskWarning(language)),
        activity.at,
        {
          url: PAGE_PATHS.portfolio,
        },
      ),
      urgency: urgent ? "high" : "normal",
      topic: activity.id.replaceAll("-", ""),
      audience: { kind: "member", userId: activity.user_id },
      preferences: { notice: { channel: "push", kind, assetClass, urgent }, quietNow },
    },
    context.now,
  );
}

/**
 * The positions feature's hook (PositionsDeps.portfolio): follows the signals in the change's transaction, then, once
 * committed, announces each member's updates on the bus (queuing its pushes woke the job queue).
 */
export function portfolioFollower(context: {
  appName: string;
  events: { publish(event: PortfolioActivityEvent): void };
}) {
  return {
    async follow(trx: Executor, positionIds: readonly string[], now: string): Promise<() => void> {
      const { updates } = await followSignals(trx, positionIds, { appName: context.appName, now });
      return () => {
        for (const update of updates) {
          context.events.publish({ type: "portfolio_activity", userId: update.userId, data: update.activity });
        }
      };
    },
  };
}
