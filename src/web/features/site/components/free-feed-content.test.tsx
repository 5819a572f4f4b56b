import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { FreeFeedEntry } from "@shared/free-feed-api";
import { loadCatalogues } from "@shared/i18n/catalogues";
import type { Language } from "@shared/i18n/languages";
import { translate } from "@shared/i18n/translate";
import { FeedCard } from "@/features/site/components/free-feed-content";
import { TranslationProvider } from "@/lib/i18n";

const at = (day: number) => `2026-11-${String(day).padStart(2, "0")}T12:00:00.000Z`;

/**
 * Gold long from a zone of 2,340.00 to 2,345.50, its stop moved up from 2,320.00 to 2,330.00, half closed at TP1
 * 2,360.00, then voided with the other half open: it counts at 2,350.50, the price then.
 */
const ENTRY: FreeFeedEntry = {
  id: "signal-1",
  recordNumber: 7,
  asset: "XAU/USD",
  assetClass: "commodities",
  direction: "long",
  status: "closed",
  outcome: "voided",
  entryPrice: 2342.75,
  entryZoneLow: 2340,
  entryZoneHigh: 2345.5,
  stopLoss: 2330,
  initialStopLoss: 2320,
  targets: [
    { number: 1, price: 2360, share: 50, hit: true },
    { number: 2, price: 2380, share: 50, hit: false },
  ],
  riskLevel: null,
  commentary: null,
  publishedAt: at(1),
  closedAt: at(2),
  percent: 0.55,
  r: 1.1,
  exitPrice: 2350.5,
  voidedOpen: { share: 50, price: 2350.5, mark: "market" },
  events: [],
};

/** The card as drawn in `language`, with the namespaces the feed loads. */
async function drawn(language: Language): Promise<string> {
  const catalogues = await loadCatalogues(language, ["details", "positions", "site", "pages"]);
  const t = (key: string, values?: Record<string, string | number>) => translate(language, catalogues, key, values);
  return renderToStaticMarkup(
    <TranslationProvider value={{ language, t, setLanguage: () => undefined }}>
      <FeedCard entry={ENTRY} />
    </TranslationProvider>,
  );
}

describe("a free signal's card", () => {
  it("writes English as English writes numbers", async () => {
    const html = await drawn("en");
    expect(html).toContain('<bdi class="text-lg font-bold text-gain">+0.55%</bdi><bdi class="text-gain">+1.1R</bdi>');
    expect(html).toContain("Counted at <bdi>2,350.50</bdi>");
    expect(html).toContain("<bdi>2,340.00 – 2,345.50</bdi>");
    expect(html).toContain('<s class="me-1 text-muted-foreground">2,320.00</s>2,330.00');
    expect(html).toContain(">TP1 (50%)</dt>");
    expect(html).toContain("2,360.00");
    expect(html).toContain(
      "Voided, it still counts in the track record, as it stood then. The open 50% counts at 2,350.50, the price when it was voided.",
    );
  });

  it("writes Spanish with a decimal comma: the result, the levels, the targets' shares and the void", async () => {
    const html = await drawn("es");
    expect(html).toContain(
      '<bdi class="text-lg font-bold text-gain">+0,55\u00a0%</bdi><bdi class="text-gain">+1,1R</bdi>',
    );
    expect(html).toContain("<bdi>2350,50</bdi>");
    expect(html).toContain("<bdi>2340,00 – 2345,50</bdi>");
    expect(html).toContain('<s class="me-1 text-muted-foreground">2320,00</s>2330,00');
    expect(html).toContain(">TP1 (50\u00a0%)</dt>");
    expect(html).toContain("El 50\u00a0% abierto cuenta a 2350,50");
    expect(html.replace(/<[^>]*>/g, " ")).not.toMatch(/\d\.\d/);
  });

  it("writes Turkish with its percent sign first, and Arabic in Latin digits", async () => {
    expect(await drawn("tr")).toContain(">TP1 (%50)</dt>");
    const arabic = await drawn("ar");
    expect(arabic).toContain("<bdi>2,340.00 – 2,345.50</bdi>");
    expect(arabic).toContain('<bdi class="text-lg font-bold text-gain">\u200e+0.55\u200e%\u200e</bdi>');
    expect(arabic).toContain(">\u2066TP1 (50\u200e%\u200e)\u2069</dt>");
    expect(arabic).not.toMatch(/[\u0660-\u0669]/);
  });
});
