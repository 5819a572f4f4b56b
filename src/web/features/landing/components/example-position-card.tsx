import { ArrowUpRight } from "lucide-react";
import { formatPrice } from "@shared/format";
import { Badge } from "@/components/ui/badge";

/**
 * An example EUR/USD long forex position, entry 1.0724, moderate risk. Clearly an illustration of a
 * card's layout, not a live signal; target and stop are example levels chosen to match.
 */
const EXAMPLE = {
  symbol: "EUR/USD",
  market: "Forex",
  assetClass: "forex",
  entry: 1.0724,
  target: 1.081,
  stopLoss: 1.068,
  risk: "Moderate",
  commentary:
    "Buying the pullback into support after the breakout. Stop below the prior swing low; half off at target.",
} as const;

function Level({ label, value, tone }: { label: string; value: string; tone?: "gain" | "loss" }) {
  const color = tone === "gain" ? "text-gain" : tone === "loss" ? "text-loss" : "text-foreground";
  return (
    <div className="flex flex-col gap-1 rounded-lg bg-muted px-3 py-2.5">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className={`tabular font-mono text-base font-semibold ${color}`}>{value}</dd>
    </div>
  );
}

export function ExamplePositionCard() {
  return (
    <figure className="flex flex-col gap-3">
      <article
        aria-label={`Example position: ${EXAMPLE.symbol} long`}
        className="flex flex-col gap-4 rounded-xl border bg-card p-5 shadow-card md:p-6"
      >
        <header className="flex flex-wrap items-start justify-between gap-3">
          <div className="flex flex-col gap-1">
            <span className="text-xs font-medium tracking-wide text-muted-foreground uppercase">
              {EXAMPLE.market} · Example position
            </span>
            <span className="text-xl font-bold tracking-tight">{EXAMPLE.symbol}</span>
          </div>
          <div className="flex flex-wrap gap-2">
            <Badge variant="gain">
              <ArrowUpRight aria-hidden />
              Long
            </Badge>
            <Badge variant="warning">{EXAMPLE.risk} risk</Badge>
          </div>
        </header>
        <dl className="grid grid-cols-3 gap-2">
          <Level
            label="Entry"
            value={formatPrice(EXAMPLE.entry, { assetClass: EXAMPLE.assetClass, asset: EXAMPLE.symbol })}
          />
          <Level
            label="Target"
            value={formatPrice(EXAMPLE.target, { assetClass: EXAMPLE.assetClass, asset: EXAMPLE.symbol })}
            tone="gain"
          />
          <Level
            label="Stop loss"
            value={formatPrice(EXAMPLE.stopLoss, { assetClass: EXAMPLE.assetClass, asset: EXAMPLE.symbol })}
            tone="loss"
          />
        </dl>
        <p className="border-l-2 border-gain/50 pl-3 text-sm text-muted-foreground">{EXAMPLE.commentary}</p>
      </article>
      <figcaption className="text-center text-xs text-muted-foreground">
        Example for illustration only. Not a live signal and not investment advice.
      </figcaption>
    </figure>
  );
}
