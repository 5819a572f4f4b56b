import { describe, expect, it } from "vitest";
import { MONEY_BACK_GUARANTEE } from "../money-back.js";
import { MONEY_BACK_DAYS } from "../plans.js";
import { RISK_WARNING_PRESETS } from "../risk-warnings.js";
import {
  HYPOTHETICAL_PERFORMANCE_WARNING,
  RISK_WARNING_PRESET_KEYS,
  RISK_WARNING_PRESET_TEXTS,
} from "../risk-warning-texts.js";
import english from "./catalogues/en/pages.js";
import planFacts from "./catalogues/en/planFacts.js";
import { translate } from "./translate.js";

// The `pages` catalogue repeats, in English, texts that have one source elsewhere: they must not drift apart.
describe("the English pages catalogue", () => {
  const t = (key: string, values?: Record<string, string | number>) => translate("en", { pages: english }, key, values);

  it("words each risk warning preset as the preset's own table does", () => {
    for (const preset of RISK_WARNING_PRESETS) {
      expect(t(RISK_WARNING_PRESET_KEYS[preset].long)).toBe(RISK_WARNING_PRESET_TEXTS[preset].long);
      expect(t(RISK_WARNING_PRESET_KEYS[preset].short)).toBe(RISK_WARNING_PRESET_TEXTS[preset].short);
    }
  });

  it("words the hypothetical-performance disclosure as its own table does", () => {
    expect(t("pages:riskWarning.hypothetical.text")).toBe(HYPOTHETICAL_PERFORMANCE_WARNING);
  });

  it("states the money-back guarantee in the landing page's FAQ word for word as the terms do", () => {
    expect(t("pages:landing.faq.guarantee.answer", { count: MONEY_BACK_DAYS })).toBe(`Yes. ${MONEY_BACK_GUARANTEE}`);
  });
});

// The plans page's FAQ (the `planFacts` catalogue) states the guarantee too.
describe("the English planFacts catalogue", () => {
  it("states the money-back guarantee in the plans page's FAQ word for word as the terms do", () => {
    expect(translate("en", { planFacts }, "planFacts:faq.guarantee.answer", { count: MONEY_BACK_DAYS })).toBe(
      `Yes. ${MONEY_BACK_GUARANTEE}`,
    );
  });
});
