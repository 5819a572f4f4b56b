import { Check, Circle } from "lucide-react";
import type { ReactNode } from "react";
import { floatingResults } from "@shared/live-prices";
import type { Position } from "@shared/positions";
import type { Outcome } from "@shared/trade-lifecycle";
import { PnlValue } from "@/components/trading/pnl-value";
import { VoidedResult } from "@/features/positions/components/voided-result";
import { cn } from "@/lib/cn";
import { useT, type TranslateFunction } from "@/lib/i18n";
import { useFormat } from "@/lib/use-format";

const OUTCOME_TEXT: Record<Outcome, string> = {
  final_target: "positions:outcome.finalTarget",
  stop: "positions:outcome.stop",
  manual: "positions:outcome.manual",
  cancelled: "positions:outcome.cancelled",
  voided: "positions:outcome.voided",
};

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
function stopWords(position: Position, price: (value: number | null) => string, t: TranslateFunction): string {
  const { stopLoss, initialStopLoss } = position;
  if (stopLoss === null || initialStopLoss === null || stopLoss === initialStopLoss) return price(stopLoss);
  const moved = `${price(initialStopLoss)} → ${price(stopLoss)}`;
  return stopLoss === position.entryPrice ? t("positions:levels.breakEven", { moved }) : moved;
}

/** Entry (and its zone), current or exit, and the stop with its moves. */
export function TradeLevels({ position, className }: { position: Position; className?: string }) {
  const { t } = useT();
  const format = useFormat();
  const price = (value: number | null) => format.price(value, position);
  const closed = position.status === "closed";
  const zone = position.entryZoneLow !== null && position.entryZoneHigh !== null;
  return (
    <dl className={cn("grid grid-cols-2 gap-x-4 gap-y-2 text-sm", className)}>
      <Level label={t("positions:levels.entry")}>
        <bdi>{price(position.entryPrice)}</bdi>
        {zone && (
          <span className="block text-xs font-normal text-muted-foreground">
            {t("positions:levels.zone")} <bdi>{`${price(position.entryZoneLow)}–${price(position.entryZoneHigh)}`}</bdi>
          </span>
        )}
      </Level>
      {closed ? (
        <Level label={t("positions:levels.exit")}>
          <bdi>{price(position.exitPrice)}</bdi>
        </Level>
      ) : (
        <Level label={t("positions:levels.current")}>
          <bdi>{price(position.currentPrice)}</bdi>
        </Level>
      )}
      <Level label={t("positions:levels.stop")} className="col-span-2">
        <bdi>{stopWords(position, price, t)}</bdi>
      </Level>
    </dl>
  );
}

/** TP1 to TPn: each with its share, hit (✓, at its price), open, or never reached once the trade is over. */
export function TargetList({ position }: { position: Position }) {
  const { t } = useT();
  const format = useFormat();
  if (position.targets.length === 0) return null;
  const price = (value: number | null) => format.price(value, position);
  const missed = position.status === "closed" ? t("positions:targets.notReached") : t("positions:targets.open");
  return (
    <ol aria-label={t("positions:targets.label")} className="flex flex-col gap-1 text-sm">
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
              <span className="font-medium">{t("positions:targets.name", { number: target.number })}</span>
              <bdi className="tabular">{price(target.price)}</bdi>
              <bdi className="text-xs text-muted-foreground">{format.rate(target.share)}</bdi>
            </span>
            <span className={cn("shrink-0 text-xs", hit ? "font-semibold text-gain" : "text-muted-foreground")}>
              {hit ? t("positions:targets.hit", { price: price(target.hitPrice) }) : missed}
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
  const { t } = useT();
  const format = useFormat();
  if (position.outcome === "voided") return <VoidedResult position={position} />;
  if (position.outcome === "cancelled") {
    return (
      <p role="note" className="rounded-md border border-warning/40 bg-warning/10 px-3 py-2 text-sm">
        <span className="font-semibold">{t("positions:outcome.cancelled")}</span>
        {position.outcomeReason && `: ${position.outcomeReason}`}
        <span className="block text-xs text-muted-foreground">{t("positions:result.neverFilled")}</span>
      </p>
    );
  }
  const { results } = position;
  if (position.realizedShare === 0 && results.percent === null) return null;
  const share =
    position.status === "closed"
      ? position.outcome
        ? t(OUTCOME_TEXT[position.outcome])
        : t("positions:outcome.manual")
      : t("positions:result.partlyClosed", { share: format.rate(position.realizedShare) });
  return (
    <p className="flex flex-wrap items-baseline gap-x-3 gap-y-1 rounded-md bg-muted/50 px-3 py-2">
      <span className="text-sm font-medium">{share}</span>
      <PnlValue value={results.percent} className="tabular font-semibold" />
      {results.r !== null && <bdi className="tabular text-sm font-semibold">{format.r(results.r)}</bdi>}
      {results.pips !== null && (
        <bdi className="tabular text-sm text-muted-foreground">{format.pips(results.pips)}</bdi>
      )}
    </p>
  );
}

/**
 * docs/product.md#live-prices: what the open share would make if it closed at the current price, in percent of the
 * position and R, and a note while tracking is paused for lack of prices.
 */
export function FloatingResult({ position }: { position: Position }) {
  const { t } = useT();
  const format = useFormat();
  if (position.status !== "active") return null;
  const floating = floatingResults(position, position.currentPrice);
  return (
    <>
      {floating && (
        <p
          aria-label={t("positions:result.floatingLabel")}
          className="flex flex-wrap items-baseline gap-x-3 gap-y-1 px-3 text-sm"
        >
          <span className="text-muted-foreground">
            {t("positions:result.openNow", { share: format.rate(position.openShare) })}
          </span>
          <PnlValue value={floating.percent} className="tabular font-semibold" />
          {floating.r !== null && <bdi className="tabular font-semibold">{format.r(floating.r)}</bdi>}
        </p>
      )}
      {position.trackingPausedSince && (
        <p role="note" className="rounded-md border border-warning/40 bg-warning/10 px-3 py-2 text-sm">
          <span className="font-semibold">{t("positions:result.trackingPaused")}</span>{" "}
          {t("positions:result.trackingPausedText", { time: format.dateTime(position.trackingPausedSince) })}
        </p>
      )}
    </>
  );
}
