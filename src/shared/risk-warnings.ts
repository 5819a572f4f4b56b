/*
 * The risk warning every signal and result carries (docs/product.md#risk-warnings,
 * docs/decisions/0033-risk-warnings.md): a preset written for a regulator's expectations, or the operator's own text,
 * each in a long form (pages, emails) and a short form (one line: room posts, push bodies, cards, the badge).
 */

export const RISK_WARNING_PRESETS = ["uk", "eu", "us"] as const;
export type RiskWarningPreset = (typeof RISK_WARNING_PRESETS)[number];
export type RiskWarningChoice = RiskWarningPreset | "custom";

export interface RiskWarningTexts {
  /** A paragraph: the public pages, the plans beside the prices, the track record, the signal email. */
  long: string;
  /** One line: room posts, push bodies, signal cards, the widget and the badge. */
  short: string;
}

/** Each preset's name in the admin's choice, and its wording. */
export const RISK_WARNING_PRESET_TEXTS: Record<RiskWarningPreset, RiskWarningTexts & { name: string }> = {
  uk: {
    name: "UK (FCA style)",
    long:
      "Trading CFDs, forex and crypto is high risk and you could lose all of your money. Leverage makes losses " +
      "bigger and faster, so only trade with money you can afford to lose. Our signals are general information, not " +
      "personal advice: they do not take your circumstances into account. Past performance is not a reliable " +
      "indicator of future results.",
    short:
      "High risk: you could lose all of your money. Past performance is not a reliable indicator of future results.",
  },
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

/** A custom long form is a paragraph; the short form must fit a push body and a room post's last line. */
export const RISK_WARNING_LONG_MAX = 1000;
export const RISK_WARNING_SHORT_MAX = 160;

/**
 * The stored choice (its schema: src/shared/admin-settings.ts): a preset, or the operator's own two forms. There is
 * no "none": a warning always shows, and a custom text cannot be empty.
 */
export type RiskWarningSetting = { preset: RiskWarningPreset } | { preset: "custom"; long: string; short: string };

/** Fail safe: the UK preset, until the operator picks another. */
export const DEFAULT_RISK_WARNING: RiskWarningSetting = { preset: "uk" };

/** The two forms the setting stands for. */
export function riskWarningTexts(setting: RiskWarningSetting): RiskWarningTexts {
  if (setting.preset === "custom") return { long: setting.long, short: setting.short };
  const { long, short } = RISK_WARNING_PRESET_TEXTS[setting.preset];
  return { long, short };
}

/** Every place a warning is shown or sent, the form it takes there and how the admin's list names it. */
export const RISK_WARNING_PLACES = {
  siteBanner: { form: "short", label: "The band at the top of every public page (landing, plans, track record)" },
  plans: { form: "long", label: "The plans, beside the prices" },
  trackRecord: { form: "long", label: "The track record page, above the figures" },
  siteFooter: { form: "long", label: "The footer of every public page" },
  signalCard: { form: "short", label: "Every signal card on the members' dashboard" },
  widget: { form: "short", label: "The embeddable track record widget" },
  badge: { form: "short", label: "The track record badge (its last line and its description)" },
  roomPost: { form: "short", label: "Each Telegram and Discord room post, as its last line" },
  signalEmail: { form: "long", label: "Each signal email, after the levels" },
  push: { form: "short", label: "Each push notification, after the message" },
} as const satisfies Record<string, { form: keyof RiskWarningTexts; label: string }>;
export type RiskWarningPlace = keyof typeof RISK_WARNING_PLACES;

/** The warning as a place shows it: its form of the current setting. */
export function riskWarningAt(texts: RiskWarningTexts, place: RiskWarningPlace): string {
  return texts[RISK_WARNING_PLACES[place].form];
}

/** The places that show `form`, in the admin's list order. */
export function placesShowing(form: keyof RiskWarningTexts): RiskWarningPlace[] {
  return (Object.keys(RISK_WARNING_PLACES) as RiskWarningPlace[]).filter(
    (place) => RISK_WARNING_PLACES[place].form === form,
  );
}

/** A notification's body with the one-line warning after it, on a line of its own. */
export const withShortWarning = (body: string, texts: RiskWarningTexts): string => `${body}\n${texts.short}`;

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

/**
 * Where the warning reaches a page: the server writes both forms into these meta tags (the client reads them) and in
 * place of these placeholders in the prerendered pages, so the warning is in the HTML before any script runs
 * (docs/decisions/0011-prerendered-public-pages.md).
 */
export const RISK_WARNING_META: Record<keyof RiskWarningTexts, string> = {
  long: "risk-warning",
  short: "risk-warning-short",
};
export const RISK_WARNING_PLACEHOLDERS: RiskWarningTexts = {
  long: "%site:riskWarning%",
  short: "%site:riskWarningShort%",
};
