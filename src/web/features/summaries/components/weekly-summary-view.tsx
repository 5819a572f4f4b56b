import type { Outcome } from "@shared/trade-lifecycle";
import type { WeeklySummary } from "@shared/weekly-summary";
import { FigureTile } from "@/components/description-items";
import { DirectionBadge } from "@/components/trading/position-badges";
import { PnlValue } from "@/components/trading/pnl-value";
import { useT } from "@/lib/i18n";
import { useFormat } from "@/lib/use-format";

/** How each finished signal ended, in the positions' own words. */
const OUTCOME_KEYS: Record<Outcome, string> = {
  final_target: "positions:outcome.finalTarget",
  stop: "positions:outcome.stop",
  manual: "positions:outcome.manual",
  cancelled: "positions:outcome.cancelled",
  voided: "positions:outcome.voided",
};

/** One week's summary: the figures, the member's own portfolio, and every signal that finished. */
export function WeeklySummaryView({ summary }: { summary: WeeklySummary }) {
  const { t } = useT();
  const format = useFormat();
  const headingId = `week-${summary.weekStart}`;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <h3 id={headingId} className="sr-only">
        {t("portfolio:summary.weekOf", { date: format.calendarDay(summary.weekStart) })}
      </h3>
      <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        <FigureTile compact label={t("portfolio:summary.result")}>
          <PnlValue value={summary.totalPercent} />
        </FigureTile>
        <FigureTile compact label={t("portfolio:summary.wonLost")}>
          {format.count(summary.wins)} / {format.count(summary.losses)}
        </FigureTile>
        <FigureTile compact label={t("portfolio:summary.winRate")}>
          {format.rate(summary.winRate)}
        </FigureTile>
        <FigureTile compact label={t("portfolio:summary.expectancy")}>
          <bdi>{format.r(summary.expectancyR)}</bdi>
        </FigureTile>
        <FigureTile compact label={t("portfolio:summary.published")}>
          {format.count(summary.published)}
        </FigureTile>
        <FigureTile compact label={t("portfolio:summary.finished")}>
          {format.count(summary.closed.length)}
        </FigureTile>
        <FigureTile compact label={t("portfolio:summary.portfolio")}>
          {summary.portfolio ? (
            <span className={summary.portfolio.pnl < 0 ? "text-loss" : "text-gain"}>
              <bdi>{format.money(summary.portfolio.pnl)}</bdi>
              {summary.portfolio.percent !== null && (
                <span className="ms-1 text-xs">
                  (<bdi>{format.pnl(summary.portfolio.percent)}</bdi>)
                </span>
              )}
            </span>
          ) : (
            <span className="text-sm font-normal text-muted-foreground">{t("portfolio:summary.noTradeClosed")}</span>
          )}
        </FigureTile>
        <FigureTile compact label={t("portfolio:summary.yourTradesClosed")}>
          {format.count(summary.portfolio?.trades ?? 0)}
        </FigureTile>
      </dl>
      {summary.closed.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t("portfolio:summary.noneFinished")}</p>
      ) : (
        <ul aria-label={t("portfolio:summary.finishedLabel")} className="divide-y rounded-lg border">
          {summary.closed.map((signal) => (
            <li key={signal.id} className="flex flex-wrap items-center justify-between gap-2 px-3 py-2">
              <span className="flex min-w-0 items-center gap-2">
                <bdi className="truncate font-medium">{signal.asset}</bdi>
                <DirectionBadge direction={signal.direction} />
                {signal.outcome && (
                  <span className="text-xs text-muted-foreground">{t(OUTCOME_KEYS[signal.outcome])}</span>
                )}
              </span>
              <span className="flex items-center gap-3 text-sm">
                {signal.percent === null ? (
                  <span className="text-muted-foreground">{t("portfolio:summary.neverFilled")}</span>
                ) : (
                  <>
                    <bdi className="tabular text-muted-foreground">{format.r(signal.r)}</bdi>
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
