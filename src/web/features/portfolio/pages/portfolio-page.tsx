import { hasPlanFeature } from "@shared/plan-features";
import { formatCount } from "@shared/format";
import { PAGE_PATHS } from "@shared/pages";
import type { Portfolio } from "@shared/portfolio-api";
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
import { useDateFormat } from "@/lib/display-time-zone";
import { usePageMeta } from "@/lib/use-page-meta";

/** docs/product.md#portfolio: a Pro member's own trades on the signals, their results and their updates. */
export function PortfolioPage() {
  usePageMeta({ title: "Portfolio", description: "Your own trades on the signals, in your numbers." });
  return (
    <SignedInOnly description="Sign in to see your portfolio.">
      {(user) => (
        <MemberPage
          wide
          title="Your portfolio"
          intro="The signals you took, with your own entry and size: your results in money, beside the provider's."
        >
          {user.role === "admin" ? (
            <Alert>
              <AlertDescription>
                Portfolio tracking is for Pro members&apos; own trades on the signals.
              </AlertDescription>
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
  return (
    <ProUpgradePrompt title="Portfolio tracking is part of Pro">
      With Pro you mark a signal as taken with your own entry and size, follow the signal&apos;s closes or close your
      part yourself, and see your results in money and percent of your account beside the provider&apos;s. When a signal
      you took hits a target, moves its stop or closes, you get an update in your numbers.
    </ProUpgradePrompt>
  );
}

function ProPortfolio() {
  const portfolio = usePortfolio();
  return (
    <QueryView query={portfolio} loadingLabel="Loading your portfolio" errorMessage="Could not load your portfolio.">
      {(data) => <PortfolioContent portfolio={data} />}
    </QueryView>
  );
}

function PortfolioContent({ portfolio }: { portfolio: Portfolio }) {
  const { trades, totals, equity, activity } = portfolio;
  const open = trades.filter((trade) => trade.status === "open");
  const closed = trades.filter((trade) => trade.status === "closed");
  return (
    <>
      <dl className="grid grid-cols-2 gap-3 md:grid-cols-4">
        <FigureTile label="Realised">
          <MoneyValue value={totals.realisedMoney} />
        </FigureTile>
        <FigureTile label="Open trades now">
          <MoneyValue value={totals.openMoney} />
        </FigureTile>
        <FigureTile label="Open trades">{formatCount(totals.openTrades)}</FigureTile>
        <FigureTile label="Closed trades">
          {formatCount(totals.closedTrades)}
          {totals.closedTrades > 0 && (
            <span className="ml-1 text-xs font-normal text-muted-foreground">({formatCount(totals.wins)} won)</span>
          )}
        </FigureTile>
      </dl>
      {/* The money is worked out from the sizes the member entered and the signal's prices, not from a broker's fills. */}
      <HypotheticalResultsNotice />
      <SectionCard region title="Equity curve">
        <EquityChart equity={equity} />
      </SectionCard>
      {trades.length === 0 && (
        <p className="text-sm text-muted-foreground">
          You have not taken a signal yet. Open a signal&apos;s details on the{" "}
          <Link to={PAGE_PATHS.dashboard} className="text-primary-hover underline-offset-4 hover:underline">
            dashboard
          </Link>{" "}
          and say you took it.
        </p>
      )}
      <TradeSection title="Open trades" trades={open} id="open-trades" />
      <TradeSection title="Closed trades" trades={closed} id="closed-trades" />
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
  const dates = useDateFormat();
  return (
    <section aria-labelledby="activity-title" className="flex flex-col gap-3">
      <h2 id="activity-title" className="text-lg font-semibold">
        Your activity
      </h2>
      {activity.length === 0 ? (
        <p className="text-sm text-muted-foreground">Updates about the signals you took show here, in your numbers.</p>
      ) : (
        <ul className="flex flex-col divide-y rounded-lg border">
          {activity.map((item) => (
            <li
              key={item.id}
              className="flex flex-col gap-0.5 p-3 sm:flex-row sm:items-baseline sm:justify-between sm:gap-4"
            >
              <span className="text-sm wrap-anywhere">{item.message}</span>
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
