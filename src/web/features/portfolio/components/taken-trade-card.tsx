import type { TakenTradeView } from "@shared/portfolio-api";
import { AssetClassName } from "@/components/trading/asset-class-name";
import { DirectionBadge } from "@/components/trading/position-badges";
import { useSizeText } from "@/components/trading/size-text";
import { MoneyValue } from "@/features/portfolio/components/money-value";
import { useT } from "@/lib/i18n";
import { richText } from "@/lib/rich-text";
import { useFormat } from "@/lib/use-format";

/** One taken trade: the member's figures, and the signal's beside them for the same trade. */
export function TakenTradeCard({ trade }: { trade: TakenTradeView }) {
  const { t } = useT();
  const format = useFormat();
  const sizes = useSizeText();
  const instrument = { asset: trade.asset, assetClass: trade.assetClass };
  const ofAccount =
    trade.realisedPercentOfAccount === null
      ? null
      : t("portfolio:trade.ofAccount", { percent: format.pnl(trade.realisedPercentOfAccount) });
  const parts = [
    t("portfolio:trade.sizeAt", {
      size: sizes.size(trade.size, trade.sizeUnit),
      price: format.price(trade.entryPrice, instrument),
    }),
    trade.status === "open"
      ? t("portfolio:trade.openSize", { size: sizes.size(trade.openSize, trade.sizeUnit) })
      : t("portfolio:trade.closedState"),
    ...(trade.followSignal ? [t("portfolio:trade.following")] : []),
    ...(trade.accountSize !== null && trade.riskPercent !== null
      ? [t("portfolio:trade.riskOf", { percent: format.percent(trade.riskPercent) })]
      : []),
  ];
  return (
    <li className="flex flex-col gap-3 rounded-lg border p-3 sm:p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="flex min-w-0 flex-wrap items-center gap-2">
          <bdi className="font-semibold wrap-anywhere">{trade.asset}</bdi>
          <DirectionBadge direction={trade.direction} />
          <span className="text-xs text-muted-foreground">
            <AssetClassName assetClass={trade.assetClass} />
          </span>
        </div>
        <MoneyValue value={trade.realisedMoney} className="text-lg font-semibold" />
      </div>
      <p className="text-sm text-muted-foreground">{parts.join(" · ")}</p>
      {ofAccount && <p className="text-sm">{ofAccount}</p>}
      <dl className="grid grid-cols-2 gap-2 text-sm">
        <div className="flex flex-col gap-0.5 rounded-md bg-muted/40 p-2.5">
          <dt className="text-xs text-muted-foreground">{t("portfolio:trade.yourResult")}</dt>
          <dd className="tabular font-semibold">
            <bdi>{format.pnl(trade.results.percent)}</bdi> · <bdi>{format.r(trade.results.r)}</bdi>
          </dd>
        </div>
        <div className="flex flex-col gap-0.5 rounded-md bg-muted/40 p-2.5">
          <dt className="text-xs text-muted-foreground">{t("portfolio:trade.signalResult")}</dt>
          <dd className="tabular font-semibold">
            <bdi>{format.pnl(trade.signal.results.percent)}</bdi> · <bdi>{format.r(trade.signal.results.r)}</bdi>
          </dd>
        </div>
        {trade.status === "open" && trade.openMoney !== null && (
          <div className="col-span-2 flex flex-wrap gap-x-2 rounded-md bg-muted/40 p-2.5">
            <dt className="text-xs text-muted-foreground">{t("portfolio:trade.openPart")}</dt>
            <dd className="text-xs">
              {richText(
                t,
                "portfolio:trade.openNowAt",
                { money: <MoneyValue value={trade.openMoney} /> },
                { price: format.price(trade.signal.currentPrice, instrument) },
              )}
            </dd>
          </div>
        )}
      </dl>
    </li>
  );
}
