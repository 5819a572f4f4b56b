import { ShieldCheck } from "lucide-react";
import type { ReactNode } from "react";
import { headlineFigures } from "@shared/headline-figures";
import type { TrackRecord, TrackRecordSignal } from "@shared/track-record";
import { sayTradeEvent } from "@shared/trade-event-words";
import { FigureTile } from "@/components/description-items";
import { HypotheticalResultsNotice } from "@/components/hypothetical-results-notice";
import { SectionCard } from "@/components/section-card";
import { PublishedHeads, RecordCensus } from "@/features/site/components/record-proof";
import { ASSET_CLASS_WORDS, DIRECTION_WORDS, voidedCountWords } from "@/features/site/lib/record-words";
import { cn } from "@/lib/cn";
import { useT, type TranslateFunction } from "@/lib/i18n";
import { richText } from "@/lib/rich-text";
import { useFormat } from "@/lib/use-format";
import type { Outcome } from "@shared/trade-lifecycle";

const OUTCOME_WORDS: Record<Outcome, string> = {
  final_target: "details:outcome.finalTarget",
  stop: "details:outcome.stop",
  manual: "details:outcome.manual",
  cancelled: "details:outcome.cancelled",
  voided: "details:outcome.voided",
};

/** The headline figures' names, in the order `headlineFigures` gives them. */
const HEADLINE_LABELS = [
  "details:figures.trades",
  "details:figures.winRate",
  "details:figures.expectancy",
  "details:figures.profitFactor",
  "details:figures.maxDrawdown",
] as const;

/** The command that checks the downloaded chain. */
const VERIFY_COMMAND = "npm run verify-record -- track-record-chain.json";

const tone = (value: number | null) => (value === null || value === 0 ? "" : value > 0 ? "text-gain" : "text-loss");

/** What the open figures rest on: how many open signals, and how many of them have a price. */
function openBasis(t: TranslateFunction, { signals, unmarked }: TrackRecord["open"]): string {
  if (signals === 0) return t("details:figures.noneOpen");
  return unmarked === 0
    ? t("details:figures.allPriced", { count: signals })
    : t("details:figures.somePriced", { count: signals, priced: signals - unmarked });
}

function Figures({ record }: { record: TrackRecord }) {
  const { t } = useT();
  const format = useFormat();
  const f = record.figures;
  const open = record.open;
  const marked = open.signals > open.unmarked;
  return (
    <dl className="grid grid-cols-2 gap-3 md:grid-cols-4">
      {headlineFigures(f, format.language).map((figure, index) => (
        <FigureTile key={figure.label} label={t(HEADLINE_LABELS[index] ?? "")} valueClassName={tone(figure.sign)}>
          {figure.value}
          {figure.note && (
            <span className="block text-xs font-normal text-muted-foreground">
              {t("details:figures.expectancyNote", { count: f.expectancyTrades })}
            </span>
          )}
        </FigureTile>
      ))}
      <FigureTile label={t("details:figures.averageWin")} valueClassName="text-gain">
        {format.r(f.averageWinR)}
      </FigureTile>
      <FigureTile label={t("details:figures.averageLoss")} valueClassName="text-loss">
        {format.r(f.averageLossR)}
      </FigureTile>
      <FigureTile label={t("details:figures.total")} valueClassName={tone(f.totalPercent)}>
        {format.pnl(f.totalPercent)}
      </FigureTile>
      <FigureTile label={t("details:figures.openNow")} valueClassName={tone(marked ? open.resultPercent : null)}>
        {marked ? format.pnl(open.resultPercent) : "—"}
        <span className="block text-xs font-normal text-muted-foreground">{openBasis(t, open)}</span>
      </FigureTile>
      <FigureTile label={t("details:figures.openRisk")} valueClassName={tone(marked ? open.riskPercent : null)}>
        {!marked ? "—" : open.riskPercent === null ? t("details:figures.noStop") : format.pnl(open.riskPercent)}
        <span className="block text-xs font-normal text-muted-foreground">{t("details:figures.openRiskNote")}</span>
      </FigureTile>
      <FigureTile label={t("details:figures.drawdownWithOpen")}>
        {format.drawdown(open.maxDrawdown)}
        <span className="block text-xs font-normal text-muted-foreground">
          {t("details:figures.drawdownWithOpenNote")}
        </span>
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
  const { t } = useT();
  const format = useFormat();
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
  const count = record.equity.length;
  return (
    <figure dir="ltr" className="flex flex-col gap-1">
      <div className="flex gap-2">
        <div className="relative h-40 w-16 shrink-0 text-right text-xs text-muted-foreground tabular-nums">
          {ticks.map((value) => (
            <span
              key={value}
              className="absolute right-0 -translate-y-1/2"
              style={{ top: `${heightShare(value, low, span)}%` }}
            >
              {format.pnl(value)}
            </span>
          ))}
        </div>
        <svg
          viewBox="0 -2 100 44"
          preserveAspectRatio="none"
          className="h-40 w-full min-w-0 flex-1 border-b border-l border-border"
          role="img"
          aria-label={t("details:curve.label", {
            count,
            from: format.date(first.at),
            to: format.date(last.at),
            start: format.axisPercent(0),
            last: format.pnl(last.cumulativePercent),
            low: format.pnl(low),
            high: format.pnl(high),
          })}
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
        <span>{format.date(first.at)}</span>
        <span>{t("details:curve.trades", { count })}</span>
        <span>{format.date(last.at)}</span>
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
  /** How many trades, as the page's language writes the number. */
  trades: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <tr className="border-b last:border-0">
      <th scope="row" className={cn("py-1 text-start font-normal", className)}>
        {label}
      </th>
      <td className="text-end text-muted-foreground">{trades}</td>
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
          <th key={column} scope="col" className={cn("pb-1 font-normal", index === 0 ? "text-start" : "text-end")}>
            {column}
          </th>
        ))}
      </tr>
    </thead>
  );
}

function SignalRow({ signal }: { signal: TrackRecordSignal }) {
  const { t, language } = useT();
  const format = useFormat();
  return (
    <li id={`signal-${signal.recordNumber}`} className="flex flex-col gap-2 py-3">
      <details>
        <summary className="flex cursor-pointer flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
          <span className="font-medium">
            <span className="me-2 text-muted-foreground tabular-nums">#{signal.recordNumber}</span>
            {signal.asset} {t(DIRECTION_WORDS[signal.direction])}
            <span className="ms-2 text-xs text-muted-foreground">
              {signal.outcome ? t(OUTCOME_WORDS[signal.outcome]) : ""}
            </span>
          </span>
          <span className="flex flex-wrap gap-x-3 text-sm tabular-nums">
            {signal.exitPrice !== null && (
              <span className="text-muted-foreground">
                {t(signal.outcome === "voided" ? "details:signals.countedAt" : "details:signals.exit")}{" "}
                <bdi>{format.price(signal.exitPrice, signal)}</bdi>
              </span>
            )}
            <bdi className={tone(signal.percent)}>{format.pnl(signal.percent)}</bdi>
            <bdi className={tone(signal.r)}>{format.r(signal.r)}</bdi>
            <span className="text-muted-foreground">{format.date(signal.closedAt)}</span>
          </span>
          {signal.outcome === "voided" && signal.percent !== null && (
            <span className="w-full text-xs text-muted-foreground">
              {voidedCountWords(t, language, signal, signal)}
            </span>
          )}
        </summary>
        <ol className="mt-2 flex flex-col gap-1 border-s ps-3 text-sm">
          {signal.events.map((event) => (
            <li key={event.seq}>
              <time className="me-2 text-xs text-muted-foreground tabular-nums" dateTime={event.at}>
                {format.dateTime(event.at)}
              </time>
              {sayTradeEvent(t, language, event.words)}
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
  const { t } = useT();
  const format = useFormat();
  const command = <code className="rounded bg-muted px-1">{VERIFY_COMMAND}</code>;
  return (
    <>
      <Figures record={record} />
      <p className="text-sm text-muted-foreground">
        {t("details:howCounted", { target: format.pnl(2), entry: format.pnl(0), counted: format.pnl(1) })}
      </p>
      <HypotheticalResultsNotice />
      <div className="grid gap-6 md:grid-cols-2">
        <SectionCard title={t("details:curve.title")} compact contentClassName={tone(record.figures.totalPercent)}>
          <EquityCurve record={record} />
        </SectionCard>
        <SectionCard title={t("details:tables.monthly")} compact>
          <table className="w-full text-sm tabular-nums">
            <SummaryHead
              columns={[t("details:tables.month"), t("details:tables.trades"), t("details:tables.result")]}
            />
            <tbody>
              {record.monthly.map((month) => (
                <SummaryRow key={month.month} label={format.month(month.month)} trades={format.count(month.trades)}>
                  <td className={cn("text-end", tone(month.percent))}>{format.pnl(month.percent)}</td>
                </SummaryRow>
              ))}
            </tbody>
          </table>
          {record.byAssetClass.length > 0 && (
            <table className="mt-4 w-full text-sm tabular-nums">
              <caption className="mb-1 text-start text-xs text-muted-foreground">{t("details:tables.byClass")}</caption>
              <SummaryHead
                columns={[
                  t("details:tables.class"),
                  t("details:tables.trades"),
                  t("details:tables.winRate"),
                  t("details:tables.expectancy"),
                ]}
              />
              <tbody>
                {record.byAssetClass.map((entry) => (
                  <SummaryRow
                    key={entry.assetClass}
                    label={t(ASSET_CLASS_WORDS[entry.assetClass])}
                    trades={format.count(entry.trades)}
                  >
                    <td className="text-end">{format.rate(entry.winRate)}</td>
                    <td className={cn("text-end", tone(entry.expectancyR))}>{format.r(entry.expectancyR)}</td>
                  </SummaryRow>
                ))}
              </tbody>
            </table>
          )}
        </SectionCard>
      </div>
      <SectionCard title={t("details:signals.published")} compact>
        <RecordCensus record={record} />
      </SectionCard>
      <SectionCard title={t("details:signals.closed")} compact>
        {record.signals.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t("details:signals.noneFinished")}</p>
        ) : (
          <ul className="divide-y">
            {record.signals.map((signal) => (
              <SignalRow key={signal.id} signal={signal} />
            ))}
          </ul>
        )}
      </SectionCard>
      <SectionCard
        title={t("details:verify.title")}
        icon={ShieldCheck}
        compact
        contentClassName="flex flex-col gap-2 text-sm"
      >
        <p>{richText(t, "details:verify.text", { command })}</p>
        {record.head && (
          <p className="break-all text-muted-foreground">
            {richText(
              t,
              "details:verify.headNow",
              { hash: <code>{record.head.hash}</code> },
              { sequence: record.head.sequence },
            )}
          </p>
        )}
        <PublishedHeads heads={record.heads} witnessing={record.witnessing} />
        <a
          className="inline-flex min-h-11 w-fit items-center font-medium text-gain underline"
          href="/api/public/track-record/export"
          download
        >
          {t("details:verify.download")}
        </a>
      </SectionCard>
    </>
  );
}
