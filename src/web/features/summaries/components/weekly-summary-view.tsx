import { formatCalendarDay, formatMoney, formatPnl, formatR, formatRate } from "@shared/format";
import { OUTCOME_NAMES } from "@shared/trade-lifecycle";
import type { WeeklySummary } from "@shared/weekly-summary";
import { FigureTile } from "@/components/description-items";
import { DirectionBadge } from "@/components/trading/position-badges";
import { PnlValue } from "@/components/trading/pnl-value";

/** One week's summary: the figures, the member's own portfolio, and every signal that finished. */
export function WeeklySummaryView({ summary }: { summary: WeeklySummary }) {
  const headingId = `week-${summary.weekStart}`;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <h3 id={headingId} className="sr-only">
        Week of {formatCalendarDay(summary.weekStart)}
      </h3>
      <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        <FigureTile compact label="Result">
          <PnlValue value={summary.totalPercent} />
        </FigureTile>
        <FigureTile compact label="Won / lost">
          {summary.wins} / {summary.losses}
        </FigureTile>
        <FigureTile compact label="Win rate">
          {formatRate(summary.winRate)}
        </FigureTile>
        <FigureTile compact label="Expectancy">
          {formatR(summary.expectancyR)}
        </FigureTile>
        <FigureTile compact label="Published">
          {summary.published}
        </FigureTile>
        <FigureTile compact label="Finished">
          {summary.closed.length}
        </FigureTile>
        <FigureTile compact label="Your portfolio">
          {summary.portfolio ? (
            <span className={summary.portfolio.pnl < 0 ? "text-loss" : "text-gain"}>
              {formatMoney(summary.portfolio.pnl)}
              {summary.portfolio.percent !== null && (
                <span className="ml-1 text-xs">({formatPnl(summary.portfolio.percent)})</span>
              )}
            </span>
          ) : (
            <span className="text-sm font-normal text-muted-foreground">No trade of yours closed</span>
          )}
        </FigureTile>
        <FigureTile compact label="Your trades closed">
          {summary.portfolio?.trades ?? 0}
        </FigureTile>
      </dl>
      {summary.closed.length === 0 ? (
        <p className="text-sm text-muted-foreground">No signal finished this week.</p>
      ) : (
        <ul aria-label="Signals finished this week" className="divide-y rounded-lg border">
          {summary.closed.map((signal) => (
            <li key={signal.id} className="flex flex-wrap items-center justify-between gap-2 px-3 py-2">
              <span className="flex min-w-0 items-center gap-2">
                <span className="truncate font-medium">{signal.asset}</span>
                <DirectionBadge direction={signal.direction} />
                {signal.outcome && (
                  <span className="text-xs text-muted-foreground">{OUTCOME_NAMES[signal.outcome]}</span>
                )}
              </span>
              <span className="flex items-center gap-3 text-sm">
                {signal.percent === null ? (
                  <span className="text-muted-foreground">Never filled</span>
                ) : (
                  <>
                    <span className="tabular text-muted-foreground">{formatR(signal.r)}</span>
                    <PnlValue value={signal.percent} />
                  </>
                )}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
