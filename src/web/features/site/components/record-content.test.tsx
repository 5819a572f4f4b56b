import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { loadCatalogues } from "@shared/i18n/catalogues";
import type { Language } from "@shared/i18n/languages";
import { translate } from "@shared/i18n/translate";
import { summarizeTrackRecord, type TrackRecord, type TrackRecordSignal } from "@shared/track-record";
import { RecordContent } from "@/features/site/components/record-content";
import { TranslationProvider } from "@/lib/i18n";

const at = (day: number) => `2026-11-${String(day).padStart(2, "0")}T12:00:00.000Z`;

/** A EUR/USD long closed at 1.08500 from 1.07860, its events as the server answers them. */
const SIGNAL: TrackRecordSignal = {
  id: "signal-1",
  recordNumber: 1,
  asset: "EUR/USD",
  assetClass: "forex",
  direction: "long",
  outcome: "manual",
  outcomeReason: null,
  publishedAt: at(1),
  closedAt: at(2),
  percent: 0.59,
  r: 1.28,
  exitPrice: 1.085,
  voidedOpen: null,
  events: [
    {
      seq: 1,
      type: "closed",
      at: at(2),
      message: "EUR/USD closed at 1.08500 (+0.59%, +1.28R)",
      words: {
        key: "positions:tradeEvent.closedAtResult",
        values: {
          asset: "EUR/USD",
          price: { kind: "price", value: 1.085, decimals: 5 },
          result: { kind: "result", percent: 0.59, r: 1.28 },
        },
      },
    },
  ],
};

const RECORD: TrackRecord = {
  asOf: at(3),
  ...summarizeTrackRecord([SIGNAL]),
  signals: [SIGNAL],
  open: { signals: 0, unmarked: 0, resultPercent: 0, riskPercent: 0, maxDrawdown: 0 },
  census: { published: 1, closed: 1, voided: 0, cancelled: 0, pending: [] },
  head: null,
  heads: [],
  witnessing: false,
};

/** The record's content as drawn in `language`, with the namespaces the page loads for it. */
async function drawn(language: Language): Promise<string> {
  const catalogues = await loadCatalogues(language, ["details", "positions", "site", "pages"]);
  const t = (key: string, values?: Record<string, string | number>) => translate(language, catalogues, key, values);
  return renderToStaticMarkup(
    <TranslationProvider value={{ language, t, setLanguage: () => undefined }}>
      <RecordContent record={RECORD} />
    </TranslationProvider>,
  );
}

describe("the track record's signals", () => {
  it("say each event in the page's language, its numbers as the language writes them", async () => {
    expect(await drawn("en")).toContain("EUR/USD closed at 1.08500 (+0.59%, +1.28R)");
    expect(await drawn("es")).toContain("EUR/USD: operación cerrada en 1,08500 (+0,59\u00a0%, +1,28R)");
    expect(await drawn("ar")).toContain(
      "\u2066EUR/USD\u2069: أُغلقت الصفقة عند \u20661.08500\u2069 (\u2066\u200e+0.59\u200e%\u200e, \u200e+1.28R\u2069)",
    );
  });
});
