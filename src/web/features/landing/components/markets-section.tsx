import { Bitcoin, Building2, ChartCandlestick, Coins, Landmark } from "lucide-react";
import { LandingSection, SectionHeading } from "@/features/landing/components/landing-section";
import { IconTile } from "@/components/icon-tile";

/** And docs/product.md#markets: the asset classes positions are published in, with typical instruments. */
const MARKETS = [
  {
    icon: ChartCandlestick,
    name: "Forex",
    text: "Major and minor currency pairs.",
    examples: ["EUR/USD", "GBP/USD", "USD/JPY"],
  },
  { icon: Coins, name: "Commodities", text: "Metals and energy.", examples: ["Gold", "Silver", "Crude oil"] },
  {
    icon: Bitcoin,
    name: "Crypto",
    text: "The most liquid digital assets.",
    examples: ["BTC/USD", "ETH/USD", "SOL/USD"],
  },
  { icon: Landmark, name: "Indices", text: "Leading equity benchmarks.", examples: ["S&P 500", "Nasdaq 100", "DAX"] },
  { icon: Building2, name: "Stocks", text: "Large, liquid listed companies.", examples: ["AAPL", "NVDA", "MSFT"] },
] as const;

export function MarketsSection() {
  return (
    <LandingSection labelledBy="markets-title" className="border-y bg-card/40">
      <SectionHeading
        id="markets-title"
        eyebrow="Markets covered"
        title="One membership, every major market"
        description="Positions are published wherever the opportunity is, across five asset classes."
      />
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
        {MARKETS.map(({ icon, name, text, examples }) => (
          <li key={name} className="flex flex-col gap-3 rounded-xl border bg-card p-5 shadow-card">
            <IconTile icon={icon} />
            <div className="flex flex-col gap-1">
              <h3 className="font-semibold">{name}</h3>
              <p className="text-sm text-muted-foreground">{text}</p>
            </div>
            <ul aria-label={`${name} examples`} className="mt-auto flex flex-wrap gap-1.5">
              {examples.map((example) => (
                <li key={example} className="rounded-md border bg-muted px-2 py-0.5 font-mono text-xs">
                  {example}
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </LandingSection>
  );
}
