import type { PortfolioActivity, TakenTradeView } from "../../../shared/portfolio-api.js";
import {
  openMoneyAt,
  openSize,
  percentOfAccount,
  realisedMoney,
  sizeUnitOf,
  takenResults,
  type TakenPart,
  type TakenTrade,
} from "../../../shared/portfolio.js";
import { storedUpdateWords } from "../../../shared/portfolio-update-words.js";
import type { AssetClass, Direction } from "../../../shared/positions.js";
import type { PortfolioActivityRow, TakenTradeRow, TakenTradeWithSignal } from "./portfolio.repo.js";

/** A stored trade as the money rules read it. */
export function takenTradeOf(
  row: TakenTradeRow,
  instrument: { asset: string; asset_class: string; direction: string },
): TakenTrade {
  return {
    asset: instrument.asset,
    assetClass: instrument.asset_class as AssetClass,
    direction: instrument.direction as Direction,
    entryPrice: row.entry_price,
    size: row.size,
    quotePerUsd: row.quote_per_usd,
    accountSize: row.account_size,
    parts: JSON.parse(row.parts) as TakenPart[],
  };
}

/** A trade as the member sees it: their figures, and the signal's beside them (docs/product.md#portfolio). */
export function toTakenTradeView(row: TakenTradeWithSignal): TakenTradeView {
  const trade = takenTradeOf(row, row);
  const realised = realisedMoney(trade);
  const open = openSize(trade);
  return {
    id: row.id,
    positionId: row.position_id,
    asset: trade.asset,
    assetClass: trade.assetClass,
    direction: trade.direction,
    entryPrice: row.entry_price,
    size: row.size,
    sizeUnit: sizeUnitOf(trade.assetClass, trade.asset),
    openSize: open,
    accountSize: row.account_size,
    riskPercent: row.risk_percent,
    quotePerUsd: row.quote_per_usd,
    followSignal: row.follow_signal === 1,
    parts: [...trade.parts],
    status: open > 0 ? "open" : "closed",
    realisedMoney: trade.parts.length === 0 ? 0 : realised,
    realisedPercentOfAccount: percentOfAccount(realised, row.account_size),
    openMoney: open > 0 ? openMoneyAt(trade, row.current_price) : null,
    results: takenResults(trade, row.initial_stop_loss),
    signal: {
      status: row.signal_status,
      entryPrice: row.signal_entry_price,
      currentPrice: row.current_price,
      results: { percent: row.result_percent, r: row.result_r },
    },
    takenAt: row.created_at,
    closedAt: row.closed_at,
  };
}

export function toActivity(row: PortfolioActivityRow): PortfolioActivity {
  const words = storedUpdateWords(row.words);
  return {
    id: row.id,
    tradeId: row.trade_id,
    positionId: row.position_id,
    message: row.message,
    // An update stored before its words were is read as its English message.
    ...(words ? { words } : {}),
    money: row.money,
    at: row.at,
  };
}
