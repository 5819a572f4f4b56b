import { useState } from "react";
import { hasPlanFeature } from "@shared/plan-features";
import { PAGE_PATHS } from "@shared/pages";
import type { TakenTradeView } from "@shared/portfolio-api";
import type { Position } from "@shared/positions";
import { useSizeText } from "@/components/trading/size-text";
import { Button } from "@/components/ui/button";
import { useSession } from "@/features/auth/hooks/use-session";
import { useEditTrade } from "@/features/portfolio/api/edit-trade";
import { usePortfolio } from "@/features/portfolio/api/get-portfolio";
import { useTakeTrade } from "@/features/portfolio/api/take-trade";
import { CloseTradeForm } from "@/features/portfolio/components/close-trade-form";
import { MoneyValue } from "@/features/portfolio/components/money-value";
import { TakenTradeForm } from "@/features/portfolio/components/trade-form";
import { editTradeForm, newTradeForm } from "@/features/portfolio/lib/trade-forms";
import { Link } from "@/lib/app-navigation";
import { useT } from "@/lib/i18n";
import { richText } from "@/lib/rich-text";
import { useFormat } from "@/lib/use-format";

/**
 * docs/product.md#portfolio: beside the position-size calculator, a Pro member marks the signal as taken with their
 * own entry and size, edits it, or closes their part; other members see that it is part of Pro.
 */
export function TakenTradePanel({ position }: { position: Position }) {
  const { t } = useT();
  const { user } = useSession();
  if (!user || user.role === "admin") return null;
  const titleId = `taken-${position.id}-title`;
  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-3 rounded-lg border p-3 sm:p-4">
      <h3 id={titleId} className="text-sm font-semibold">
        {t("portfolio:trade.yourTrade")}
      </h3>
      {hasPlanFeature(user, "portfolioTracking") ? (
        <ProTrade position={position} />
      ) : (
        <p className="text-sm text-muted-foreground">
          {t("portfolio:trade.upgradeText")}{" "}
          <Link to={PAGE_PATHS.plans} className="font-medium text-primary-hover underline-offset-4 hover:underline">
            {t("portfolio:trade.seePro")}
          </Link>
        </p>
      )}
    </section>
  );
}

function ProTrade({ position }: { position: Position }) {
  const { t } = useT();
  const portfolio = usePortfolio();
  const take = useTakeTrade();
  if (portfolio.isPending) return <p className="text-sm text-muted-foreground">{t("portfolio:trade.loading")}</p>;
  if (portfolio.isError) return <p className="text-sm text-loss">{t("portfolio:trade.loadFailed")}</p>;
  const trade = portfolio.data.trades.find((one) => one.positionId === position.id);
  if (trade) return <Taken trade={trade} position={position} />;
  if (position.status !== "active")
    return <p className="text-sm text-muted-foreground">{t("portfolio:trade.notTaken")}</p>;
  return (
    <TakenTradeForm
      id={`take-${position.id}`}
      instrument={position}
      defaults={newTradeForm(position.entryPrice)}
      submitLabel={t("portfolio:trade.took")}
      pending={take.isPending}
      send={(input, callbacks) => take.mutate({ ...input, positionId: position.id }, callbacks)}
    />
  );
}

function Taken({ trade, position }: { trade: TakenTradeView; position: Position }) {
  const { t } = useT();
  const format = useFormat();
  const sizes = useSizeText();
  const [mode, setMode] = useState<"view" | "edit" | "close">("view");
  const edit = useEditTrade();
  if (mode === "edit") {
    return (
      <TakenTradeForm
        id={`edit-${trade.id}`}
        instrument={position}
        defaults={editTradeForm(trade)}
        submitLabel={t("portfolio:trade.save")}
        pending={edit.isPending}
        send={(input, callbacks) =>
          edit.mutate({ id: trade.id, input }, { ...callbacks, onSuccess: () => setMode("view") })
        }
        onCancel={() => setMode("view")}
      />
    );
  }
  if (mode === "close") return <CloseTradeForm trade={trade} onDone={() => setMode("view")} />;
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm">
        {t(trade.followSignal ? "portfolio:trade.tookFollowing" : "portfolio:trade.tookClosingYourself", {
          size: sizes.size(trade.size, trade.sizeUnit),
          price: format.price(trade.entryPrice, position),
        })}
      </p>
      <dl className="grid grid-cols-2 gap-2 sm:grid-cols-3">
        <div className="flex flex-col gap-0.5 rounded-md bg-muted/40 p-2.5">
          <dt className="text-xs text-muted-foreground">{t("portfolio:portfolio.realised")}</dt>
          <dd className="font-semibold">
            <MoneyValue value={trade.realisedMoney} />
          </dd>
        </div>
        <div className="flex flex-col gap-0.5 rounded-md bg-muted/40 p-2.5">
          <dt className="text-xs text-muted-foreground">{t("portfolio:trade.open")}</dt>
          <dd className="font-semibold">
            {trade.status === "open" ? sizes.size(trade.openSize, trade.sizeUnit) : t("portfolio:trade.closed")}
          </dd>
          {trade.openMoney !== null && (
            <dd className="text-xs">
              {richText(t, "portfolio:trade.now", { money: <MoneyValue value={trade.openMoney} /> })}
            </dd>
          )}
        </div>
        <div className="col-span-2 flex flex-col gap-0.5 rounded-md bg-muted/40 p-2.5 sm:col-span-1">
          <dt className="text-xs text-muted-foreground">{t("portfolio:trade.youSignal")}</dt>
          <dd className="tabular font-semibold">
            <bdi>{format.pnl(trade.results.percent)}</bdi> / <bdi>{format.pnl(trade.signal.results.percent)}</bdi>
          </dd>
        </div>
      </dl>
      <div className="flex flex-wrap gap-2">
        {trade.status === "open" && (
          <>
            <Button variant="outline" size="sm" onClick={() => setMode("edit")}>
              {t("portfolio:trade.edit")}
            </Button>
            <Button variant="outline" size="sm" onClick={() => setMode("close")}>
              {t("portfolio:trade.closeMine")}
            </Button>
          </>
        )}
        <Button asChild variant="link" size="sm">
          <Link to={PAGE_PATHS.portfolio}>{t("portfolio:trade.openMine")}</Link>
        </Button>
      </div>
    </div>
  );
}
