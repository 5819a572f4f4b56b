import type { ReactNode } from "react";
import type { Analytics, HoldFigures } from "@shared/analytics";
import { NO_VALUE } from "@shared/format";
import { SectionCard } from "@/components/section-card";
import { PnlValue } from "@/components/trading/pnl-value";
import { cn } from "@/lib/cn";
import { useT, type TranslateFunction } from "@/lib/i18n";
import { useFormat } from "@/lib/use-format";

/** A labelled figure with a line under it saying what it counts. */
function Figure({ label, value, note }: { label: string; value: ReactNode; note?: string }) {
  return (
    <div className="flex flex-col gap-0.5 rounded-lg border bg-muted/30 p-3">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="tabular text-xl font-bold">{value}</dd>
      {note && <dd className="text-xs text-muted-foreground">{note}</dd>}
    </div>
  );
}

const rTone = (value: number | null) =>
  value === null || value === 0 ? undefined : value > 0 ? "text-gain" : "text-loss";

/** Expectancy in R and in percent, the trades they count, and the deepest drawdown. */
export function ExpectancyCards({ summary }: { summary: Analytics["summary"] }) {
  const { t } = useT();
  const format = useFormat();
  const withR = summary.trades - summary.withoutR;
  return (
    <section aria-label={t("portfolio:analytics.expectancy.label")}>
      <dl className="grid grid-cols-2 gap-3 md:grid-cols-4">
        <Figure
          label={t("portfolio:analytics.expectancy.r")}
          value={<bdi className={rTone(summary.expectancyR)}>{format.r(summary.expectancyR)}</bdi>}
          note={t("portfolio:analytics.expectancy.meanR", { count: withR })}
        />
        <Figure
          label={t("portfolio:analytics.expectancy.percent")}
          value={<PnlValue value={summary.expectancyPercent} />}
          note={t("portfolio:analytics.expectancy.meanOf", { count: summary.trades })}
        />
        <Figure
          label={t("portfolio:analytics.expectancy.totalR")}
          value={<bdi className={rTone(summary.totalR)}>{format.r(summary.totalR)}</bdi>}
          note={t("portfolio:analytics.expectancy.withoutR", { count: summary.withoutR })}
        />
        <Figure
          label={t("portfolio:analytics.expectancy.maxDrawdown")}
          value={format.drawdown(summary.maxDrawdownPercent)}
          note={t("portfolio:analytics.expectancy.winRate", { rate: format.rate(summary.winRate) })}
        />
      </dl>
    </section>
  );
}

function streakText(t: TranslateFunction, current: Analytics["streaks"]["current"]): string {
  if (current === null) return t("portfolio:analytics.streak.none");
  return current.kind === "win"
    ? t("portfolio:analytics.streak.wins", { count: current.length })
    : t("portfolio:analytics.streak.losses", { count: current.length });
}

/** Longest runs of wins and of losses, and the run the newest trades make. */
export function StreakCard({ streaks }: { streaks: Analytics["streaks"] }) {
  const { t } = useT();
  const format = useFormat();
  return (
    <SectionCard region title={t("portfolio:analytics.streak.title")}>
      <dl className="grid grid-cols-3 gap-3">
        <Figure
          label={t("portfolio:analytics.streak.longestWin")}
          value={<span className="text-gain">{format.count(streaks.longestWin)}</span>}
        />
        <Figure
          label={t("portfolio:analytics.streak.longestLoss")}
          value={<span className="text-loss">{format.count(streaks.longestLoss)}</span>}
        />
        <Figure
          label={t("portfolio:analytics.streak.current")}
          value={
            <span
              className={cn(
                streaks.current?.kind === "win" && "text-gain",
                streaks.current?.kind === "loss" && "text-loss",
              )}
            >
              {streakText(t, streaks.current)}
            </span>
          }
        />
      </dl>
    </SectionCard>
  );
}

/**
 * How long a trade was held, to the minute, in the page's language: "< 1 min", "12 min", "3 h 05 min",
 * "2 days 4 h"; "—" with no trade.
 */
function useHoldingTime() {
  const { t } = useT();
  const format = useFormat();
  return (ms: number | null): string => {
    if (ms === null) return NO_VALUE;
    const minutes = Math.floor(Math.max(0, ms) / 60_000);
    if (minutes < 1) return t("portfolio:analytics.hold.underMinute");
    if (minutes < 60) return t("portfolio:analytics.hold.minutes", { minutes: format.count(minutes) });
    const hours = Math.floor(minutes / 60);
    if (hours < 24) {
      return t("portfolio:analytics.hold.hours", {
        hours: format.count(hours),
        minutes: String(minutes % 60).padStart(2, "0"),
      });
    }
    const days = Math.floor(hours / 24);
    return t("portfolio:analytics.hold.days", { count: days, hours: format.count(hours % 24) });
  };
}

function HoldRow({ label, hold }: { label: string; hold: HoldFigures }) {
  const format = useFormat();
  const holdingTime = useHoldingTime();
  return (
    <tr className="border-b last:border-0">
      <th scope="row" className="py-2 pe-2 text-start font-semibold">
        {label}
      </th>
      <td className="py-2 text-end">{format.count(hold?.trades ?? 0)}</td>
      <td className="py-2 text-end whitespace-nowrap">{holdingTime(hold?.averageMs ?? null)}</td>
      <td className="py-2 text-end whitespace-nowrap">{holdingTime(hold?.medianMs ?? null)}</td>
    </tr>
  );
}

/** How long trades were held, from publication to close: all of them, winners and losers. */
export function HoldingCard({ holding }: { holding: Analytics["holding"] }) {
  const { t } = useT();
  const columns = [
    t("portfolio:analytics.column.trades"),
    t("portfolio:analytics.column.count"),
    t("portfolio:analytics.column.average"),
    t("portfolio:analytics.column.median"),
  ];
  return (
    <SectionCard region title={t("portfolio:analytics.hold.title")}>
      <table className="w-full text-sm">
        <caption className="sr-only">{t("portfolio:analytics.hold.title")}</caption>
        <thead className="text-xs text-muted-foreground">
          <tr className="border-b">
            {columns.map((heading, index) => (
              <th key={heading} scope="col" className={cn("py-2 font-medium", index === 0 ? "text-start" : "text-end")}>
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="tabular">
          <HoldRow label={t("portfolio:analytics.hold.all")} hold={holding.all} />
          <HoldRow label={t("portfolio:analytics.hold.winners")} hold={holding.winners} />
          <HoldRow label={t("portfolio:analytics.hold.losers")} hold={holding.losers} />
        </tbody>
      </table>
    </SectionCard>
  );
}
