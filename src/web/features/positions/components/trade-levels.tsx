import { Check, Circle } from "lucide-react";
import type { ReactNode } from "react";
import { formatDateTime, formatPips, formatPrice, formatR } from "@shared/format";
import { floatingResults } from "@shared/live-prices";
import type { Position } from "@shared/positions";
import { OUTCOME_NAMES } from "@shared/trade-lifecycle";
import { PnlValue } from "@/components/trading/pnl-value";
import { VoidedResult } from "@/features/positions/components/voided-result";
import { cn } from "@/lib/cn";

function Level({ label, children, className }: { label: string; children: ReactNode; className?: string }) {
  return (
    <div className={cn("flex min-w-0 flex-col", className)}>
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="tabular font-semibold break-words">{children}</dd>
    </div>
  );
}

/**
 * The stop now, and where it started when it moved: "1.08000 → 1.08500 (break-even)". Break-even is a stop on the
 * entry (docs/product.md#lifecycle).
 */
export function stopWords(position: Position): string {
  const price = (value: number | null) => formatPrice(value, position);
  const { stopLoss, initialStopLoss } = position;
  if (stopLoss === null || initialStopLoss === null || stopLoss === initialStopLoss) return price(stopLoss);
  const breakEven = stopLoss === position.entryPrice ? " (break-even)" : "";
  return `${price(initialStopLoss)} → ${price(stopLoss)}${breakEven}`;
}

/** Entry (and its zone), current or exit, and the stop with its moves. */
export function TradeLevels({ position, className }: { position: Position; className?: string }) {
  const price = (value: number | null) => formatPrice(value, position);
  const closed = position.status === "closed";
  const zone = position.entryZoneLow !== null && position.entryZoneHigh !== null;
  return (
    <dl className={cn("grid grid-cols-2 gap-x-4 gap-y-2 text-sm", className)}>
      <Level label="Entry">
        {price(position.entryPrice)}
        {zone && (
          <span className="block text-xs font-normal text-muted-foreground">
            zone {price(position.entryZoneLow)}–{price(position.entryZoneHigh)}
          </span>
        )}
      </Level>
      {closed ? (
        <Level label="Exit">{price(position.exitPrice)}</Level>
      ) : (
        <Level label="Current">{price(position.currentPrice)}</Level>
      )}
      <Level label="Stop" className="col-span-2">
        {stopWords(position)}
      </Level>
    </dl>
  );
}

/** TP1 to TPn: each with its share, hit (✓, at its price), open, or never reached once the trade is over. */
export function TargetList({ position }: { position: Position }) {
  if (position.targets.length === 0) return null;
  const price = (value: number | null) => formatPrice(value, position);
  const missed = position.status === "closed" ? "not reached" : "open";
  return (
    <ol aria-label="Targets" className="flex flex-col gap-1 text-sm">
      {position.targets.map((target) => {
        const hit = target.state === "hit";
        return (
          <li key={target.number} className="flex items-center justify-between gap-2">
            <span className="flex min-w-0 items-center gap-1.5">
              {hit ? (
                <Check className="size-4 shrink-0 text-gain" aria-hidden />
              ) : (
                <Circle className="size-3 shrink-0 text-muted-foreground" aria-hidden />
              )}
              <span className="font-medium">TP{target.number}</span>
              <span className="tabular">{price(target.price)}</span>
              <span className="text-xs text-muted-foreground">{target.share}%</span>
            </span>
            <span className={cn("shrink-0 text-xs", hit ? "font-semibold text-gain" : "text-muted-foreground")}>
              {hit ? `hit ${price(target.hitPrice)}` : missed}
            </span>
          </li>
        );
      })}
    </ol>
  );
}

/**
 * docs/product.md#results: the realized part and its result in percent, R and (forex and metals) pips. Nothing before a
 * part is closed; a cancelled position has no result and says why; a voided one says what it still counts as.
 */
export function TradeResult({ position }: { position: Position }) {
  if (position.outcome === "voided") return <VoidedResult position={position} />;
  if (position.outcome === "cancelled") {
    return (
      <p role="note" className="rounded-md border border-warning/40 bg-warning/10 px-3 py-2 text-sm">
        <span className="font-semibold">{OUTCOME_NAMES.cancelled}</span>
        {position.outcomeReason && `: ${position.outcomeReason}`}
        <span className="block text-xs text-muted-foreground">It never filled: it is not counted.</span>
      </p>
    );
  }
  const { results } = position;
  if (position.realizedShare === 0 && results.percent === null) return null;
  const share =
    position.status === "closed"
      ? position.outcome
        ? OUTCOME_NAMES[position.outcome]
        : "Closed"
      : `${position.realizedShare}% closed`;
  return (
    <p className="flex flex-wrap items-baseline gap-x-3 gap-y-1 rounded-md bg-muted/50 px-3 py-2">
      <span className="text-sm font-medium">{share}</span>
      <PnlValue value={results.percent} className="tabular font-semibold" />
      {results.r !== null && <span className="tabular text-sm font-semibold">{formatR(results.r)}</span>}
      {results.pips !== null && (
        <span className="tabular text-sm text-muted-foreground">{formatPips(results.pips)}</span>
      )}
    </p>
  );
}

/**
 * docs/product.md#live-prices: what the open share would make if it closed at the current price, in percent of the
 * position and R, and a note while tracking is paused for lack of prices.
 */
export function FloatingResult({ position }: { position: Position }) {
  if (position.status !== "active") return null;
  const floating = floatingResults(position, position.currentPrice);
  return (
    <>
      {floating && (
        <p aria-label="Floating result" className="flex flex-wrap items-baseline gap-x-3 gap-y-1 px-3 text-sm">
          <span className="text-muted-foreground">Open {position.openShare}% now</span>
          <PnlValue value={floating.percent} className="tabular font-semibold" />
          {floating.r !== null && <span className="tabular font-semibold">{formatR(floating.r)}</span>}
        </p>
      )}
      {position.trackingPausedSince && (
        <p role="note" className="rounded-md border border-warning/40 bg-warning/10 px-3 py-2 text-sm">
          <span className="font-semibold">Tracking paused</span>: no prices since{" "}
          <time dateTime={position.trackingPausedSince}>{formatDateTime(position.trackingPausedSince)}</time>. Targets
          and stop are not watched until prices return.
        </p>
      )}
    </>
  );
}
