import { hasPlanFeature } from "@shared/plan-features";
import { PAGE_PATHS } from "@shared/pages";
import type { Portfolio } from "@shared/portfolio-api";
import { sayPortfolioUpdate } from "@shared/portfolio-update-words";
import { FigureTile } from "@/components/description-items";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { HypotheticalResultsNotice } from "@/components/hypothetical-results-notice";
import { SectionCard } from "@/components/section-card";
import { MemberPage } from "@/components/member-page";
import { ProUpgradePrompt } from "@/components/pro-upgrade-prompt";
import { QueryView } from "@/components/query-view";
import { SignedInOnly } from "@/features/auth/components/signed-in-only";
import { usePortfolio } from "@/features/portfolio/api/get-portfolio";
import { EquityChart } from "@/features/portfolio/components/equity-chart";
import { MoneyValue } from "@/features/portfolio/components/money-value";
import { TakenTradeCard } from "@/features/portfolio/components/taken-trade-card";
import { Link } from "@/lib/app-navigation";
import { InEnglish, useT } from "@/lib/i18n";
import { useFormat } from "@/lib/use-format";
import { richText } from "@/lib/rich-text";
import { usePageMeta } from "@/lib/use-page-meta";

/** docs/product.md#portfolio: a Pro member's own trades on the signals, their results and their updates. */
export function PortfolioPage() {
  const { t } = useT();
  usePageMeta({ title: t("portfolio:portfolio.title"), description: t("portfolio:portfolio.description") });
  return (
    <SignedInOnly description={t("portfolio:portfolio.signIn")}>
      {(user) => (
        <MemberPage wide title={t("portfolio:portfolio.heading")} intro={t("portfolio:portfolio.intro")}>
          {user.role === "admin" ? (
            <Alert>
              <AlertDescription>{t("portfolio:portfolio.adminText")}</AlertDescription>
            </Alert>
          ) : hasPlanFeature(user, "portfolioTracking") ? (
            <ProPortfolio />
          ) : (
            <UpgradeExplanation />
          )}
        </MemberPage>
      )}
    </SignedInOnly>
  );
}

function UpgradeExplanation() {
  const { t } = useT();
  return (
    <ProUpgradePrompt title={t("portfolio:portfolio.upgradeTitle")} upgradeLabel={t("account:plan.upgrade")}>
      {t("portfolio:portfolio.upgradeText")}
    </ProUpgradePrompt>
  );
}

function ProPortfolio() {
  const { t } = useT();
  const portfolio = usePortfolio();
  return (
    <QueryView
      query={portfolio}
      loadingLabel={t("portfolio:portfolio.loading")}
      errorMessage={t("portfolio:portfolio.loadFailed")}
    >
      {(data) => <PortfolioContent portfolio={data} />}
    </QueryView>
  );
}

function PortfolioContent({ portfolio }: { portfolio: Portfolio }) {
  const { t } = useT();
  const format = useFormat();
  const { trades, totals, equity, activity } = portfolio;
  const open = trades.filter((trade) => trade.status === "open");
  const closed = trades.filter((trade) => trade.status === "closed");
  return (
    <>
      <dl className="grid grid-cols-2 gap-3 md:grid-cols-4">
        <FigureTile label={t("portfolio:portfolio.realised")}>
          <MoneyValue value={totals.realisedMoney} />
        </FigureTile>
        <FigureTile label={t("portfolio:portfolio.openNow")}>
          <MoneyValue value={totals.openMoney} />
        </FigureTile>
        <FigureTile label={t("portfolio:portfolio.openTrades")}>{format.count(totals.openTrades)}</FigureTile>
        <FigureTile label={t("portfolio:portfolio.closedTrades")}>
          {format.count(totals.closedTrades)}
          {totals.closedTrades > 0 && (
            <span className="ms-1 text-xs font-normal text-muted-foreground">
              {t("portfolio:portfolio.won", { wins: format.count(totals.wins) })}
            </span>
          )}
        </FigureTile>
      </dl>
      {/* The money is worked out from the sizes the member entered and the signal's prices, not from a broker's fills. */}
      <HypotheticalResultsNotice />
      <SectionCard region title={t("portfolio:portfolio.equity")}>
        <EquityChart equity={equity} />
      </SectionCard>
      {trades.length === 0 && (
        <p className="text-sm text-muted-foreground">
          {richText(t, "portfolio:portfolio.noTrades", {
            dashboard: (
              <Link to={PAGE_PATHS.dashboard} className="text-primary-hover underline-offset-4 hover:underline">
                {t("portfolio:portfolio.noTradesLink")}
              </Link>
            ),
          })}
        </p>
      )}
      <TradeSection title={t("portfolio:portfolio.openTrades")} trades={open} id="open-trades" />
      <TradeSection title={t("portfolio:portfolio.closedTrades")} trades={closed} id="closed-trades" />
      <ActivityList activity={activity} />
    </>
  );
}

function TradeSection({ title, trades, id }: { title: string; trades: Portfolio["trades"]; id: string }) {
  if (trades.length === 0) return null;
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3">
      <h2 id={id} className="text-lg font-semibold">
        {title}
      </h2>
      <ul className="grid gap-3 md:grid-cols-2">
        {trades.map((trade) => (
          <TakenTradeCard key={trade.id} trade={trade} />
        ))}
      </ul>
    </section>
  );
}

function ActivityList({ activity }: { activity: Portfolio["activity"] }) {
  const { t, language } = useT();
  const dates = useFormat();
  return (
    <section aria-labelledby="activity-title" className="flex flex-col gap-3">
      <h2 id="activity-title" className="text-lg font-semibold">
        {t("portfolio:portfolio.activity")}
      </h2>
      {activity.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t("portfolio:portfolio.activityEmpty")}</p>
      ) : (
        <ul className="flex flex-col divide-y rounded-lg border">
          {activity.map((item) => (
            <li
              key={item.id}
              className="flex flex-col gap-0.5 p-3 sm:flex-row sm:items-baseline sm:justify-between sm:gap-4"
            >
              {item.words ? (
                <span className="text-sm wrap-anywhere">{sayPortfolioUpdate(t, language, item.words)}</span>
              ) : (
                // An update stored before its words were: its English line (docs/decisions/0037-languages.md).
                <InEnglish>
                  <span className="text-sm wrap-anywhere">{item.message}</span>
                </InEnglish>
              )}
              <time dateTime={item.at} className="shrink-0 text-xs text-muted-foreground">
                {dates.dateTime(item.at)}
              </time>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
