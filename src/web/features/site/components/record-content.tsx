import { ShieldCheck } from "lucide-react";
import type { ReactNode } from "react";
import { formatDrawdown, formatPnl, formatPrice, formatR, formatRate } from "@shared/format";
import { headlineFigures } from "@shared/headline-figures";
import type { TrackRecord, TrackRecordSignal } from "@shared/track-record";
import { VOID_COUNTS, voidedPriceWords } from "@shared/void-marks";
import { FigureTile } from "@/components/description-items";
import { HypotheticalResultsNotice } from "@/components/hypothetical-results-notice";
import { SectionCard } from "@/components/section-card";
import { PublishedHeads, RecordCensus } from "@/features/site/components/record-proof";
import { cn } from "@/lib/cn";
import { useDateFormat } from "@/lib/display-time-zone";

const OUTCOME_WORDS: Record<string, string> = {
  final_target: "Target",
  stop: "Stopped",
  manual: "Closed",
  cancelled: "Cancelled",
  voided: "Voided",
};

const tone = (value: number | null) => (value === null || value === 0 ? "" : value > 0 ? "text-gain" : "text-loss");

/** What the open figures rest on: how many open signals, and how many of them have a price. */
function openBasis({ signals, unmarked }: TrackRecord["open"]): string {
  if (signals === 0) return "no signal is open";
  const of = `${signals} open ${signals === 1 ? "signal" : "signals"}`;
  return unmarked === 0 ? `${of}, at the latest price` : `${signals - unmarked} of ${of} priced so far`;
}

function Figures({ record }: { record: TrackRecord }) {
  const f = record.figures;
  const open = record.open;
  const marked = open.signals > open.unmarked;
  return (
    <dl className="grid grid-cols-2 gap-3 md:grid-cols-4">
      {headlineFigures(f).map((figure) => (
        <FigureTile key={figure.label} label={figure.label} valueClassName={tone(figure.sign)}>
          {figure.value}
          {figure.note && <span className="block text-xs font-normal text-muted-foreground">{figure.note}</span>}
        </FigureTile>
      ))}
      <FigureTile label="Average win" valueClassName="text-gain">
        {formatR(f.averageWinR)}
      </FigureTile>
      <FigureTile label="Average loss" valueClassName="text-loss">
        {formatR(f.averageLossR)}
      </FigureTile>
      <FigureTile label="Total" valueClassName={tone(f.totalPercent)}>
        {formatPnl(f.totalPercent)}
      </FigureTile>
      <FigureTile label="Open now" valueClassName={tone(marked ? open.resultPercent : null)}>
        {marked ? formatPnl(open.resultPercent) : "—"}
        <span className="block text-xs font-normal text-muted-foreground">{openBasis(open)}</span>
      </FigureTile>
      <FigureTile label="Open risk now" valueClassName={tone(marked ? open.riskPercent : null)}>
        {!marked ? "—" : open.riskPercent === null ? "No stop on one" : formatPnl(open.riskPercent)}
        <span className="block text-xs font-normal text-muted-foreground">if every open stop is hit from here</span>
      </FigureTile>
      <FigureTile label="Max drawdown with open">
        {formatDrawdown(open.maxDrawdown)}
        <span className="block text-xs font-normal text-muted-foreground">closed results, then the open ones now</span>
      </FigureTile>
    </dl>
  );
}

/** Where a value sits down the curve's box, in percent of its height (the drawing keeps 2 of 44 units either side). */
const heightShare = (value: number, low: number, span: number) => ((42 - ((value - low) / span) * 40) / 44) * 100;

/**
 * The cumulative result after each trade, as a line, with its scale: the highest and lowest values and 0 on the left,
 * the first and last close under it. Plain SVG and text, no chart library (the page is prerendered and lean).
 */
function EquityCurve({ record }: { record: TrackRecord }) {
  const dates = useDateFormat();
  const points = [0, ...record.equity.map((point) => point.cumulativePercent)];
  const first = record.equity[0];
  const last = record.equity.at(-1);
  if (!first || !last) return null;
  const low = Math.min(...points);
  const high = Math.max(...points);
  const span = high - low || 1;
  const y = (value: number) => 40 - ((value - low) / span) * 40;
  const path = points.map((value, index) => `${(index / (points.length - 1)) * 100},${y(value)}`).join(" ");
  const ticks = [...new Set([high, 0, low])];
  const trades = record.equity.length === 1 ? "1 trade" : `${record.equity.length} trades`;
  return (
    <figure className="flex flex-col gap-1">
      <div className="flex gap-2">
        <div className="relative h-40 w-16 shrink-0 text-right text-xs text-muted-foreground tabular-nums">
          {ticks.map((value) => (
            <span
              key={value}
              className="absolute right-0 -translate-y-1/2"
              style={{ top: `${heightShare(value, low, span)}%` }}
            >
              {formatPnl(value)}
            </span>
          ))}
        </div>
        <svg
          viewBox="0 -2 100 44"
          preserveAspectRatio="none"
          className="h-40 w-full min-w-0 flex-1 border-b border-l border-border"
          role="img"
          aria-label={`Equity curve: ${trades} from ${dates.date(first.at)} to ${dates.date(last.at)}, from 0% to ${formatPnl(last.cumulativePercent)}, between ${formatPnl(low)} and ${formatPnl(high)}`}
        >
          <line
            x1="0"
            x2="100"
            y1={y(0)}
            y2={y(0)}
            className="stroke-border"
            strokeDasharray="2 2"
            vectorEffect="non-scaling-stroke"
          />
          <polyline
            points={path}
            fill="none"
            stroke="currentColor"
            strokeWidth="0.8"
            vectorEffect="non-scaling-stroke"
          />
        </svg>
      </div>
      <figcaption className="ml-18 flex justify-between gap-2 text-xs text-muted-foreground tabular-nums">
        <span>{dates.date(first.at)}</span>
        <span>{trades}, by close</span>
        <span>{dates.date(last.at)}</span>
      </figcaption>
    </figure>
  );
}

/** A row of the monthly and per-class tables: what it sums up, how many trades, then its figures. */
function SummaryRow({
  label,
  trades,
  className,
  children,
}: {
  label: string;
  trades: number;
  className?: string;
  children: ReactNode;
}) {
  return (
    <tr className="border-b last:border-0">
      <th scope="row" className={cn("py-1 text-left font-normal", className)}>
        {label}
      </th>
      <td className="text-right text-muted-foreground">{trades}</td>
      {children}
    </tr>
  );
}

/** The column headings of a summary table: what the rows are, then each figure's name. */
function SummaryHead({ columns }: { columns: readonly string[] }) {
  return (
    <thead>
      <tr className="border-b text-xs text-muted-foreground">
        {columns.map((column, index) => (
          <th key={column} scope="col" className={cn("pb-1 font-normal", index === 0 ? "text-left" : "text-right")}>
            {column}
          </th>
        ))}
      </tr>
    </thead>
  );
}

function SignalRow({ signal }: { signal: TrackRecordSignal }) {
  const dates = useDateFormat();
  return (
    <li id={`signal-${signal.recordNumber}`} className="flex flex-col gap-2 py-3">
      <details>
        <summary className="flex cursor-pointer flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
          <span className="font-medium">
            <span className="mr-2 text-muted-foreground tabular-nums">#{signal.recordNumber}</span>
            {signal.asset} {signal.direction.toUpperCase()}
            <span className="ml-2 text-xs text-muted-foreground">{OUTCOME_WORDS[signal.outcome ?? ""] ?? ""}</span>
          </span>
          <span className="flex flex-wrap gap-x-3 text-sm tabular-nums">
            {signal.exitPrice !== null && (
              <span className="text-muted-foreground">
                {signal.outcome === "voided" ? "Counted at" : "Exit"} {formatPrice(signal.exitPrice, signal)}
              </span>
            )}
            <span className={tone(signal.percent)}>{formatPnl(signal.percent)}</span>
            <span className={tone(signal.r)}>{formatR(signal.r)}</span>
            <span className="text-muted-foreground">{dates.date(signal.closedAt)}</span>
          </span>
          {signal.outcome === "voided" && signal.percent !== null && (
            <span className="w-full text-xs text-muted-foreground">
              {VOID_COUNTS} {voidedPriceWords(signal, signal)}
            </span>
          )}
        </summary>
        <ol className="mt-2 flex flex-col gap-1 border-l pl-3 text-sm">
          {signal.events.map((event) => (
            <li key={event.seq}>
              <time className="mr-2 text-xs text-muted-foreground tabular-nums" dateTime={event.at}>
                {dates.dateTime(event.at)}
              </time>
              {event.message}
            </li>
          ))}
        </ol>
      </details>
    </li>
  );
}

/**
 * What the track record page draws from the record once it has arrived: the figures, the curve, the tables, every
 * signal and the proof. Its own chunk, loaded while the record is fetched, so the page is interactive sooner.
 */
export function RecordContent({ record }: { record: TrackRecord }) {
  return (
    <>
      <Figures record={record} />
      <p className="text-sm text-muted-foreground">
        How a result counts: each part of a trade counts for the share closed there. A trade half closed at its first
        target (+2.00%) and half at its entry (0.00%) counts +1.00%, never as a full win. The open figures mark each
        open signal at the latest price; drawdown is the largest fall of the running total from a peak, open signals
        included.
      </p>
      <HypotheticalResultsNotice />
      <div className="grid gap-6 md:grid-cols-2">
        <SectionCard title="Equity curve (cumulative %)" compact contentClassName={tone(record.figures.totalPercent)}>
          <EquityCurve record={record} />
        </SectionCard>
        <SectionCard title="Monthly returns" compact>
          <table className="w-full text-sm tabular-nums">
            <SummaryHead columns={["Month (UTC)", "Trades", "Result"]} />
            <tbody>
              {record.monthly.map((month) => (
                <SummaryRow key={month.month} label={month.month} trades={month.trades}>
                  <td className={cn("text-right", tone(month.percent))}>{formatPnl(month.percent)}</td>
                </SummaryRow>
              ))}
            </tbody>
          </table>
          {record.byAssetClass.length > 0 && (
            <table className="mt-4 w-full text-sm tabular-nums">
              <caption className="mb-1 text-left text-xs text-muted-foreground">By asset class</caption>
              <SummaryHead columns={["Class", "Trades", "Win rate", "Expectancy (R)"]} />
              <tbody>
                {record.byAssetClass.map((entry) => (
                  <SummaryRow
                    key={entry.assetClass}
                    label={entry.assetClass}
                    trades={entry.trades}
                    className="capitalize"
                  >
                    <td className="text-right">{formatRate(entry.winRate)}</td>
                    <td className={cn("text-right", tone(entry.expectancyR))}>{formatR(entry.expectancyR)}</td>
                  </SummaryRow>
                ))}
              </tbody>
            </table>
          )}
        </SectionCard>
      </div>
      <SectionCard title="Every signal published" compact>
        <RecordCensus record={record} />
      </SectionCard>
      <SectionCard title="Closed signals" compact>
        {record.signals.length === 0 ? (
          <p className="text-sm text-muted-foreground">No signal has finished yet.</p>
        ) : (
          <ul className="divide-y">
            {record.signals.map((signal) => (
              <SignalRow key={signal.id} signal={signal} />
            ))}
          </ul>
        )}
      </SectionCard>
      <SectionCard title="Verify it yourself" icon={ShieldCheck} compact contentClassName="flex flex-col gap-2 text-sm">
        <p>
          Every event ever stored is linked to the one before it by a SHA-256 hash, open signals included (by their
          hashes alone until they finish). Download the chain and check it with{" "}
          <code className="rounded bg-muted px-1">npm run verify-record -- track-record-chain.json</code>.
        </p>
        {record.head && (
          <p className="break-all text-muted-foreground">
            Head now: event {record.head.sequence}, <code>{record.head.hash}</code>
          </p>
        )}
        <PublishedHeads heads={record.heads} witnessing={record.witnessing} />
        <a
          className="inline-flex min-h-11 w-fit items-center font-medium text-gain underline"
          href="/api/public/track-record/export"
          download
        >
          Download the chain
        </a>
      </SectionCard>
    </>
  );
}
