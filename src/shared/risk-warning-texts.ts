import {
  UK_RISK_WARNING,
  type RiskWarningPlace,
  type RiskWarningPreset,
  type RiskWarningSetting,
  type RiskWarningTexts,
} from "./risk-warnings.js";

/*
 * The texts only the admin, the server and the pages with simulated results need (docs/product.md#risk-warnings):
 * every preset, the names of the places, and the hypothetical-performance disclosure. Apart from risk-warnings.ts so
 * that the public pages' first download carries none of them.
 */

/** Each preset's name in the admin's choice, and its wording. */
export const RISK_WARNING_PRESET_TEXTS: Record<RiskWarningPreset, RiskWarningTexts & { name: string }> = {
  uk: { name: "UK (FCA style)", ...UK_RISK_WARNING },
  eu: {
    name: "EU (ESMA style)",
    long:
      "CFDs, forex and crypto-assets are complex instruments and come with a high risk of losing money rapidly due " +
      "to leverage. You should consider whether you understand how they work and whether you can afford to take the " +
      "high risk of losing your money. Crypto-assets are largely unregulated and you may lose all of the money you " +
      "put in. Signals are general information that does not consider your circumstances. Past performance is not a " +
      "reliable indicator of future results.",
    short:
      "High risk of losing money rapidly due to leverage. Past performance is not a reliable indicator of future results.",
  },
  us: {
    name: "US (CFTC and NFA style)",
    long:
      "Trading futures, forex and crypto-assets involves substantial risk of loss and is not suitable for every " +
      "investor. You could lose all of your money, and with leverage more than your initial deposit; only risk " +
      "capital should be used for trading. Signals are general information and education, not individualized " +
      "investment advice. Past performance is not necessarily indicative of future results.",
    short:
      "Trading involves substantial risk of loss. Past performance is not necessarily indicative of future results.",
  },
};

/**
 * Each preset's wording in the other languages: the `pages` catalogues (docs/decisions/0037-languages.md), by full
 * key. English's is the table above; an operator's own text is shown as written, in every language.
 */
export const RISK_WARNING_PRESET_KEYS: Record<RiskWarningPreset, RiskWarningTexts> = {
  uk: { long: "pages:riskWarning.uk.long", short: "pages:riskWarning.uk.short" },
  eu: { long: "pages:riskWarning.eu.long", short: "pages:riskWarning.eu.short" },
  us: { long: "pages:riskWarning.us.long", short: "pages:riskWarning.us.short" },
};

/** The two forms the setting stands for. */
export function riskWarningTexts(setting: RiskWarningSetting): RiskWarningTexts {
  if (setting.preset === "custom") return { long: setting.long, short: setting.short };
  const { long, short } = RISK_WARNING_PRESET_TEXTS[setting.preset];
  return { long, short };
}

/** How the admin's list names each place (apart, so that no page's script carries the list). */
export const RISK_WARNING_PLACE_LABELS: Record<RiskWarningPlace, string> = {
  siteBanner: "The band at the top of every public page (landing, plans, track record…)",
  plans: "The plans, beside the prices",
  trackRecord: "The track record page, above the figures",
  siteFooter: "The footer of every public page",
  signalCard: "Every signal card on the members' dashboard",
  widget: "The embeddable track record widget",
  badge: "The track record badge (its last line and its description)",
  roomPost: "Each Telegram and Discord room post, as its last line",
  signalEmail: "Each signal email, after the levels",
  push: "Each push notification, after the message",
};

/**
 * The CFTC's hypothetical-performance disclosure (its Rule 4.41 wording, adapted to figures worked out from the
 * signals' levels rather than from trades): shown wherever a result is simulated, never replaced by the operator.
 */
export const HYPOTHETICAL_PERFORMANCE_WARNING =
  "Hypothetical or simulated performance results have certain limitations. Unlike an actual performance record, " +
  "simulated results do not represent actual trading. Since the trades have not been executed, the results may have " +
  "under- or over-compensated for the impact, if any, of certain market factors, such as lack of liquidity, slippage " +
  "and fees. They are also worked out with the benefit of hindsight. No representation is being made that any " +
  "account will or is likely to achieve profits or losses similar to those shown.";
