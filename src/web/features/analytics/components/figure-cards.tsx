import type { ReactNode } from "react";
import type { Analytics, HoldFigures } from "@shared/analytics";
import { formatDrawdown, formatHoldingTime, formatR } from "@shared/format";
import { SectionCard } from "@/components/section-card";
import { PnlValue } from "@/components/trading/pnl-value";
import { cn } from "@/lib/cn";

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
  const withR = summary.trades - summary.withoutR;
  return (
    <section aria-label="Expectancy">
      <dl className="grid grid-cols-2 gap-3 md:grid-cols-4">
        <Figure
          label="Expectancy (R)"
          value={<span className={rTone(summary.expectancyR)}>{formatR(summary.expectancyR)}</span>}
          note={`Mean R of ${withR} trade${withR === 1 ? "" : "s"} with a stop`}
        />
        <Figure
          label="Expectancy (%)"
          value={<PnlValue value={summary.expectancyPercent} />}
          note={`Mean of ${summary.trades} closed`}
        />
        <Figure
          label="Total R"
          value={<span className={rTone(summary.totalR)}>{formatR(summary.totalR)}</span>}
          note={`${summary.withoutR} without R (no stop)`}
        />
        <Figure
          label="Max drawdown"
          value={formatDrawdown(summary.maxDrawdownPercent)}
          note={`Win rate ${summary.winRate}%`}
        />
      </dl>
    </section>
  );
}

function streakText(current: Analytics["streaks"]["current"]): string {
  if (current === null) return "None";
  return `${current.length} ${current.kind === "win" ? (current.length === 1 ? "win" : "wins") : current.length === 1 ? "loss" : "losses"}`;
}

/** Longest runs of wins and of losses, and the run the newest trades make. */
export function StreakCard({ streaks }: { streaks: Analytics["streaks"] }) {
  return (
    <SectionCard region title="Streaks">
      <dl className="grid grid-cols-3 gap-3">
        <Figure label="Longest win" value={<span className="text-gain">{streaks.longestWin}</span>} />
        <Figure label="Longest loss" value={<span className="text-loss">{streaks.longestLoss}</span>} />
        <Figure
          label="Current"
          value={
            <span
              className={cn(
                streaks.current?.kind === "win" && "text-gain",
                streaks.current?.kind === "loss" && "text-loss",
              )}
            >
              {streakText(streaks.current)}
            </span>
          }
        />
      </dl>
    </SectionCard>
  );
}

function HoldRow({ label, hold }: { label: string; hold: HoldFigures }) {
  return (
    <tr className="border-b last:border-0">
      <th scope="row" className="py-2 pr-2 text-left font-semibold">
        {label}
      </th>
      <td className="py-2 text-right">{hold?.trades ?? 0}</td>
      <td className="py-2 text-right whitespace-nowrap">{formatHoldingTime(hold?.averageMs ?? null)}</td>
      <td className="py-2 text-right whitespace-nowrap">{formatHoldingTime(hold?.medianMs ?? null)}</td>
    </tr>
  );
}

const HOLDING_COLUMNS = ["Trades", "Count", "Average", "Median"] as const;

/** How long trades were held, from publication to close: all of them, winners and losers. */
export function HoldingCard({ holding }: { holding: Analytics["holding"] }) {
  return (
    <SectionCard region title="Holding time">
      <table className="w-full text-sm">
        <caption className="sr-only">Holding time</caption>
        <thead className="text-xs text-muted-foreground">
          <tr className="border-b">
            {HOLDING_COLUMNS.map((heading, index) => (
              <th
                key={heading}
                scope="col"
                className={cn("py-2 font-medium", index === 0 ? "text-left" : "text-right")}
              >
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="tabular">
          <HoldRow label="All" hold={holding.all} />
          <HoldRow label="Winners" hold={holding.winners} />
          <HoldRow label="Losers" hold={holding.losers} />
        </tbody>
      </table>
    </SectionCard>
  );
}
