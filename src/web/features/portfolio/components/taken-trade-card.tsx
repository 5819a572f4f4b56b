import { formatPnl, formatPrice, formatR } from "@shared/format";
import { formatSize } from "@shared/position-size";
import { assetClassName } from "@shared/positions";
import type { TakenTradeView } from "@shared/portfolio-api";
import { formatPercent } from "@shared/format";
import { DirectionBadge } from "@/components/trading/position-badges";
import { MoneyValue } from "@/features/portfolio/components/money-value";

/** One taken trade: the member's figures, and the signal's beside them for the same trade. */
export function TakenTradeCard({ trade }: { trade: TakenTradeView }) {
  const instrument = { asset: trade.asset, assetClass: trade.assetClass };
  const ofAccount =
    trade.realisedPercentOfAccount === null ? null : `${formatPnl(trade.realisedPercentOfAccount)} of your account`;
  return (
    <li className="flex flex-col gap-3 rounded-lg border p-3 sm:p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="flex min-w-0 flex-wrap items-center gap-2">
          <span className="font-semibold wrap-anywhere">{trade.asset}</span>
          <DirectionBadge direction={trade.direction} />
          <span className="text-xs text-muted-foreground">{assetClassName(trade.assetClass)}</span>
        </div>
        <MoneyValue value={trade.realisedMoney} className="text-lg font-semibold" />
      </div>
      <p className="text-sm text-muted-foreground">
        {formatSize(trade.size, trade.sizeUnit)} at {formatPrice(trade.entryPrice, instrument)}
        {trade.status === "open" ? ` · ${formatSize(trade.openSize, trade.sizeUnit)} open` : " · closed"}
        {trade.followSignal ? " · following the signal" : ""}
        {trade.accountSize !== null && trade.riskPercent !== null ? ` · risk ${formatPercent(trade.riskPercent)}` : ""}
      </p>
      {ofAccount && <p className="text-sm">{ofAccount}</p>}
      <dl className="grid grid-cols-2 gap-2 text-sm">
        <div className="flex flex-col gap-0.5 rounded-md bg-muted/40 p-2.5">
          <dt className="text-xs text-muted-foreground">Your result</dt>
          <dd className="tabular font-semibold">
            {formatPnl(trade.results.percent)} · {formatR(trade.results.r)}
          </dd>
        </div>
        <div className="flex flex-col gap-0.5 rounded-md bg-muted/40 p-2.5">
          <dt className="text-xs text-muted-foreground">The signal&apos;s</dt>
          <dd className="tabular font-semibold">
            {formatPnl(trade.signal.results.percent)} · {formatR(trade.signal.results.r)}
          </dd>
        </div>
        {trade.status === "open" && trade.openMoney !== null && (
          <div className="col-span-2 flex flex-wrap gap-x-2 rounded-md bg-muted/40 p-2.5">
            <dt className="text-xs text-muted-foreground">Open part now</dt>
            <dd className="text-xs">
              <MoneyValue value={trade.openMoney} /> at {formatPrice(trade.signal.currentPrice, instrument)}
            </dd>
          </div>
        )}
      </dl>
    </li>
  );
}
