import { describe, expect, it } from "vitest";
import { DEFAULT_ADMIN_SETTINGS, adminSettingsPatchSchema, riskWarningSettingSchema } from "./admin-settings.js";
import {
  DEFAULT_RISK_WARNING,
  DEFAULT_RISK_WARNING_TEXTS,
  RISK_WARNING_PLACES,
  RISK_WARNING_PRESETS,
  RISK_WARNING_SHORT_MAX,
  placesShowing,
  riskWarningAt,
  withShortWarning,
  type RiskWarningPlace,
} from "./risk-warnings.js";
import {
  HYPOTHETICAL_PERFORMANCE_WARNING,
  RISK_WARNING_PLACE_LABELS,
  RISK_WARNING_PRESET_TEXTS,
  riskWarningTexts,
} from "./risk-warning-texts.js";

const CUSTOM = { preset: "custom", long: "Our own long warning.", short: "Our own line." } as const;

describe("risk warnings", () => {
  it("default to the UK preset, which says the money can all be lost and past results promise nothing", () => {
    expect(DEFAULT_ADMIN_SETTINGS.riskWarning).toEqual({ preset: "uk" });
    expect(DEFAULT_RISK_WARNING_TEXTS).toEqual(riskWarningTexts(DEFAULT_RISK_WARNING));
    const { long, short } = riskWarningTexts(DEFAULT_RISK_WARNING);
    expect(long).toContain("high risk and you could lose all of your money");
    expect(long).toContain("Past performance is not a reliable indicator of future results.");
    expect(short).toContain("you could lose all of your money");
    expect(short).toContain("Past performance is not a reliable indicator of future results.");
  });

  it("give each preset its own wording, a paragraph and one line short enough for a push or a room post", () => {
    const texts = RISK_WARNING_PRESETS.map((preset) => riskWarningTexts({ preset }));
    expect(new Set(texts.map((text) => text.long)).size).toBe(RISK_WARNING_PRESETS.length);
    expect(new Set(texts.map((text) => text.short)).size).toBe(RISK_WARNING_PRESETS.length);
    for (const { long, short } of texts) {
      expect(short.length).toBeLessThanOrEqual(RISK_WARNING_SHORT_MAX);
      expect(short).not.toContain("\n");
      expect(long.length).toBeGreaterThan(short.length);
    }
    expect(riskWarningTexts({ preset: "eu" }).long).toContain("high risk of losing money rapidly due to leverage");
    expect(riskWarningTexts({ preset: "us" }).long).toContain("Past performance is not necessarily indicative");
    expect(RISK_WARNING_PRESET_TEXTS.us.name).toBe("US (CFTC and NFA style)");
  });

  it("use the operator's own texts for a custom warning", () => {
    expect(riskWarningTexts(CUSTOM)).toEqual({ long: "Our own long warning.", short: "Our own line." });
  });

  it("show the long form on pages and in emails, the one line in posts, pushes, cards and the embeds", () => {
    const texts = riskWarningTexts(CUSTOM);
    const at = (place: RiskWarningPlace) => riskWarningAt(texts, place);
    for (const place of ["plans", "trackRecord", "siteFooter", "signalEmail"] as const)
      expect(at(place)).toBe(texts.long);
    for (const place of ["siteBanner", "signalCard", "widget", "badge", "roomPost", "push"] as const) {
      expect(at(place)).toBe(texts.short);
    }
    const all = Object.keys(RISK_WARNING_PLACES).sort();
    expect(Object.keys(RISK_WARNING_PLACE_LABELS).sort()).toEqual(all);
    expect([...placesShowing("long"), ...placesShowing("short")].sort()).toEqual(all);
    expect(placesShowing("long")).toEqual(["plans", "trackRecord", "siteFooter", "signalEmail"]);
  });

  it("put the one line after a notification's body, on a line of its own", () => {
    expect(withShortWarning("New signal: EUR/USD long", riskWarningTexts(CUSTOM))).toBe(
      "New signal: EUR/USD long\nOur own line.",
    );
  });

  it("state the hypothetical-performance limits in the CFTC's words", () => {
    expect(HYPOTHETICAL_PERFORMANCE_WARNING).toMatch(/^Hypothetical or simulated performance results have certain/);
    expect(HYPOTHETICAL_PERFORMANCE_WARNING).toContain("simulated results do not represent actual trading");
    expect(HYPOTHETICAL_PERFORMANCE_WARNING).toContain(
      "No representation is being made that any account will or is likely to achieve profits or losses similar",
    );
  });
});

describe("the risk warning setting", () => {
  const parse = (value: unknown) => riskWarningSettingSchema.safeParse(value);
  const messageOf = (value: unknown) => parse(value).error?.issues[0]?.message;

  it("takes a preset, or a custom warning with both texts, trimmed", () => {
    for (const preset of RISK_WARNING_PRESETS) expect(parse({ preset }).data).toEqual({ preset });
    expect(parse({ preset: "custom", long: "  Long text. ", short: " Line. " }).data).toEqual({
      preset: "custom",
      long: "Long text.",
      short: "Line.",
    });
  });

  it("refuses an empty or blank custom text, saying which", () => {
    expect(messageOf({ preset: "custom", long: "", short: "Line." })).toBe("Write the full risk warning");
    expect(messageOf({ preset: "custom", long: "Long.", short: "   " })).toBe("Write the one-line risk warning");
    expect(messageOf({ preset: "custom", long: "Long." })).toBe("Write the one-line risk warning");
  });

  it("refuses texts over their length, no warning at all, and presets it does not know", () => {
    expect(messageOf({ preset: "custom", long: "Long.", short: "x".repeat(RISK_WARNING_SHORT_MAX + 1) })).toBe(
      `The one-line risk warning is at most ${RISK_WARNING_SHORT_MAX} characters`,
    );
    expect(parse({ preset: "custom", long: "x".repeat(1001), short: "Line." }).success).toBe(false);
    expect(parse({ preset: "custom", long: "x".repeat(1000), short: "x".repeat(RISK_WARNING_SHORT_MAX) }).success).toBe(
      true,
    );
    for (const value of [null, {}, { preset: "none" }, { preset: "uk", long: "extra" }]) {
      expect(parse(value).success, JSON.stringify(value)).toBe(false);
    }
    expect(adminSettingsPatchSchema.safeParse({ riskWarning: null }).success).toBe(false);
  });
});
