import { ArrowUpRight } from "lucide-react";
import { formatPrice } from "@shared/format";
import { Badge } from "@/components/ui/badge";
import { useT } from "@/lib/i18n";

/**
 * An example EUR/USD long forex position, entry 1.0724, moderate risk. Clearly an illustration of a
 * card's layout, not a live signal; target and stop are example levels chosen to match.
 */
const EXAMPLE = {
  symbol: "EUR/USD",
  assetClass: "forex",
  entry: 1.0724,
  target: 1.081,
  stopLoss: 1.068,
} as const;

function Level({ label, value, tone }: { label: string; value: string; tone?: "gain" | "loss" }) {
  const color = tone === "gain" ? "text-gain" : tone === "loss" ? "text-loss" : "text-foreground";
  return (
    <div className="flex flex-col gap-1 rounded-lg bg-muted px-3 py-2.5">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd dir="ltr" className={`tabular font-mono text-base font-semibold ${color}`}>
        {value}
      </dd>
    </div>
  );
}

export function ExamplePositionCard() {
  const { t } = useT();
  return (
    <figure className="flex flex-col gap-3">
      <article
        aria-label={t("pages:landing.example.label", { symbol: EXAMPLE.symbol })}
        className="flex flex-col gap-4 rounded-xl border bg-card p-5 shadow-card md:p-6"
      >
        <header className="flex flex-wrap items-start justify-between gap-3">
          <div className="flex flex-col gap-1">
            <span className="text-xs font-medium tracking-wide text-muted-foreground uppercase">
              {t("pages:landing.markets.forex.name")} · {t("pages:landing.example.kind")}
            </span>
            <span dir="ltr" className="text-xl font-bold tracking-tight">
              {EXAMPLE.symbol}
            </span>
          </div>
          <div className="flex flex-wrap gap-2">
            <Badge variant="gain">
              <ArrowUpRight aria-hidden />
              {t("pages:landing.example.long")}
            </Badge>
            <Badge variant="warning">{t("pages:landing.example.risk")}</Badge>
          </div>
        </header>
        <dl className="grid grid-cols-3 gap-2">
          <Level
            label={t("pages:landing.example.entry")}
            value={formatPrice(EXAMPLE.entry, { assetClass: EXAMPLE.assetClass, asset: EXAMPLE.symbol })}
          />
          <Level
            label={t("pages:landing.example.target")}
            value={formatPrice(EXAMPLE.target, { assetClass: EXAMPLE.assetClass, asset: EXAMPLE.symbol })}
            tone="gain"
          />
          <Level
            label={t("pages:landing.example.stopLoss")}
            value={formatPrice(EXAMPLE.stopLoss, { assetClass: EXAMPLE.assetClass, asset: EXAMPLE.symbol })}
            tone="loss"
          />
        </dl>
        <p className="border-s-2 border-gain/50 ps-3 text-sm text-muted-foreground">
          {t("pages:landing.example.commentary")}
        </p>
      </article>
      <figcaption className="text-center text-xs text-muted-foreground">
        {t("pages:landing.example.caption")}
      </figcaption>
    </figure>
  );
}
