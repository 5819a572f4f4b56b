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

/** Gold voided with 60% still open, counted at 2,350.50, the price then: -0.42%, -0.5R. */
const VOIDED: TrackRecordSignal = {
  ...SIGNAL,
  id: "signal-2",
  recordNumber: 2,
  asset: "XAU/USD",
  assetClass: "commodities",
  outcome: "voided",
  percent: -0.42,
  r: -0.5,
  exitPrice: 2350.5,
  voidedOpen: { share: 60, price: 2350.5, mark: "market" },
  events: [],
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

/** Both signals, one open one marked at +0.25% with its stops 1.5% away. */
const WITH_VOID: TrackRecord = {
  ...RECORD,
  ...summarizeTrackRecord([SIGNAL, VOIDED]),
  signals: [SIGNAL, VOIDED],
  open: { signals: 1, unmarked: 0, resultPercent: 0.25, riskPercent: -1.5, maxDrawdown: 0.42 },
  census: { published: 3, closed: 2, voided: 1, cancelled: 0, pending: [] },
};

/** The record's content as drawn in `language`, with the namespaces the page loads for it. */
async function drawn(language: Language, record = RECORD): Promise<string> {
  const catalogues = await loadCatalogues(language, ["details", "positions", "site", "pages"]);
  const t = (key: string, values?: Record<string, string | number>) => translate(language, catalogues, key, values);
  return renderToStaticMarkup(
    <TranslationProvider value={{ language, t, setLanguage: () => undefined }}>
      <RecordContent record={record} />
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

describe("the track record's figures, tables and prices", () => {
  /** A headline figure's value: the text after its label, up to any note under it. */
  const figure = (html: string, label: string) => new RegExp(`<dt[^>]*>${label}</dt><dd[^>]*>([^<]*)`).exec(html)?.[1];

  it("write English as English writes numbers", async () => {
    const html = await drawn("en", WITH_VOID);
    expect(figure(html, "Win rate")).toBe("50%");
    expect(figure(html, "Expectancy")).toBe("+0.39R");
    expect(figure(html, "Profit factor")).toBe("1.40");
    expect(figure(html, "Total")).toBe("+0.17%");
    expect(figure(html, "Open now")).toBe("+0.25%");
    expect(figure(html, "Open risk now")).toBe("-1.50%");
    expect(figure(html, "Max drawdown with open")).toBe("-0.42%");
    expect(html).toContain(
      "A trade half closed at its first target (+2.00%) and half at its entry (0.00%) counts +1.00%",
    );
    expect(html).toContain(">Nov 2026</th>");
    expect(html).toContain("Counted at <bdi>2,350.50</bdi>");
    expect(html).toContain(
      "Voided, it still counts in the track record, as it stood then. The open 60% counts at 2,350.50, the price when it was voided.",
    );
  });

  it("write Spanish with a decimal comma: the headline figures, the curve, the tables, exits and voids", async () => {
    const html = await drawn("es", WITH_VOID);
    expect(figure(html, "Tasa de acierto")).toBe("50\u00a0%");
    expect(figure(html, "Esperanza matemática")).toBe("+0,39R");
    expect(figure(html, "Factor de beneficio")).toBe("1,40");
    expect(figure(html, "Drawdown máximo")).toBe("-0,42\u00a0%");
    expect(figure(html, "Ganancia media")).toBe("+1,28R");
    expect(figure(html, "Pérdida media")).toBe("-0,5R");
    expect(figure(html, "Total")).toBe("+0,17\u00a0%");
    expect(figure(html, "Abiertas ahora")).toBe("+0,25\u00a0%");
    expect(figure(html, "Riesgo abierto ahora")).toBe("-1,50\u00a0%");
    expect(html).toContain("(+2,00\u00a0%) y a medias en su entrada (0,00\u00a0%) cuenta +1,00\u00a0%");
    // The curve's scale, its description for a screen reader, and the monthly and per-class tables.
    expect(html).toContain(">+0,59\u00a0%</span>");
    expect(html).toMatch(/aria-label="Curva de capital: [^"]*de 0\u00a0% a \+0,17\u00a0%/);
    expect(html).toContain('<th scope="row" class="py-1 text-start font-normal">nov 2026</th>');
    expect(html).toContain('<td class="text-end text-gain">+0,17\u00a0%</td>');
    expect(html).toContain('<td class="text-end">100\u00a0%</td><td class="text-end text-gain">+1,28R</td>');
    // Each signal's exit, result and R, a price at its instrument's decimals.
    expect(html).toContain("Salida <bdi>1,08500</bdi>");
    expect(html).toContain('<bdi class="text-gain">+0,59\u00a0%</bdi><bdi class="text-gain">+1,28R</bdi>');
    expect(html).toContain("Contada a <bdi>2350,50</bdi>");
    expect(html).toContain("El 60\u00a0% abierto cuenta a 2350,50, el precio en el momento de la anulación.");
    // No number anywhere in the text as English writes it.
    expect(html.replace(/<[^>]*>/g, " ")).not.toMatch(/\d\.\d/);
  });

  it("write Arabic in Latin digits, each percentage held left to right", async () => {
    const html = await drawn("ar", WITH_VOID);
    expect(figure(html, "نسبة الربح")).toBe("50\u200e%\u200e");
    expect(figure(html, "العائد المتوقع")).toBe("\u200e+0.39R");
    expect(figure(html, "معامل الربح")).toBe("1.40");
    expect(figure(html, "الإجمالي")).toBe("\u200e+0.17\u200e%\u200e");
    expect(html).toContain(">نوفمبر 2026</th>");
    expect(html).toContain("<bdi>1.08500</bdi>");
    expect(html).toContain("<bdi>2,350.50</bdi>");
    expect(html).toContain('<bdi class="text-loss">\u200e-0.42\u200e%\u200e</bdi>');
    expect(html).not.toMatch(/[\u0660-\u0669]/);
  });
});
