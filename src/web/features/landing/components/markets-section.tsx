import { Bitcoin, Building2, ChartCandlestick, Coins, Landmark } from "lucide-react";
import { LandingSection, SectionHeading } from "@/features/landing/components/landing-section";
import { IconTile } from "@/components/icon-tile";
import { useT } from "@/lib/i18n";

/** And docs/product.md#markets: the asset classes positions are published in, with typical instruments. */
// Instrument names stay as traders write them; the commodities' are words, translated.
const MARKETS = [
  {
    icon: ChartCandlestick,
    name: "pages:landing.markets.forex.name",
    text: "pages:landing.markets.forex.text",
    examples: ["EUR/USD", "GBP/USD", "USD/JPY"],
    translated: false,
  },
  {
    icon: Coins,
    name: "pages:landing.markets.commodities.name",
    text: "pages:landing.markets.commodities.text",
    examples: [
      "pages:landing.markets.commodities.gold",
      "pages:landing.markets.commodities.silver",
      "pages:landing.markets.commodities.oil",
    ],
    translated: true,
  },
  {
    icon: Bitcoin,
    name: "pages:landing.markets.crypto.name",
    text: "pages:landing.markets.crypto.text",
    examples: ["BTC/USD", "ETH/USD", "SOL/USD"],
    translated: false,
  },
  {
    icon: Landmark,
    name: "pages:landing.markets.indices.name",
    text: "pages:landing.markets.indices.text",
    examples: ["S&P 500", "Nasdaq 100", "DAX"],
    translated: false,
  },
  {
    icon: Building2,
    name: "pages:landing.markets.stocks.name",
    text: "pages:landing.markets.stocks.text",
    examples: ["AAPL", "NVDA", "MSFT"],
    translated: false,
  },
] as const;

export function MarketsSection() {
  const { t } = useT();
  return (
    <LandingSection labelledBy="markets-title" className="border-y bg-card/40">
      <SectionHeading
        id="markets-title"
        eyebrow={t("pages:landing.markets.eyebrow")}
        title={t("pages:landing.markets.title")}
        description={t("pages:landing.markets.description")}
      />
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
        {MARKETS.map(({ icon, name, text, examples, translated }) => (
          <li key={name} className="flex flex-col gap-3 rounded-xl border bg-card p-5 shadow-card">
            <IconTile icon={icon} />
            <div className="flex flex-col gap-1">
              <h3 className="font-semibold">{t(name)}</h3>
              <p className="text-sm text-muted-foreground">{t(text)}</p>
            </div>
            <ul
              aria-label={t("pages:landing.markets.examplesOf", { market: t(name) })}
              className="mt-auto flex flex-wrap gap-1.5"
            >
              {examples.map((example) => (
                <li
                  key={example}
                  dir={translated ? undefined : "ltr"}
                  className="rounded-md border bg-muted px-2 py-0.5 font-mono text-xs"
                >
                  {translated ? t(example) : example}
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </LandingSection>
  );
}
