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

export const UK_RISK_WARNING: RiskWarningTexts = {
  long:
    "Trading CFDs, forex and crypto is high risk and you could lose all of your money. Leverage makes losses " +
    "bigger and faster, so only trade with money you can afford to lose. Our signals are general information, not " +
    "personal advice: they do not take your circumstances into account. Past performance is not a reliable " +
    "indicator of future results.",
  short: "High risk: you could lose all of your money. Past performance is not a reliable indicator of future results.",
};

/**
 * The default preset's texts, for a page the server sent without the warning (the client's fallback); the presets'
 * table is in risk-warning-texts.ts, so that the public pages' scripts carry one preset, not three.
 */
export const DEFAULT_RISK_WARNING_TEXTS: RiskWarningTexts = UK_RISK_WARNING;

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

/** Every place a warning is shown or sent, and the form it takes there. */
export const RISK_WARNING_PLACES = {
  siteBanner: "short",
  plans: "long",
  trackRecord: "long",
  siteFooter: "long",
  signalCard: "short",
  widget: "short",
  badge: "short",
  roomPost: "short",
  signalEmail: "long",
  push: "short",
} as const satisfies Record<string, keyof RiskWarningTexts>;
export type RiskWarningPlace = keyof typeof RISK_WARNING_PLACES;

/** The warning as a place shows it: its form of the current setting. */
export function riskWarningAt(texts: RiskWarningTexts, place: RiskWarningPlace): string {
  return texts[RISK_WARNING_PLACES[place]];
}

/** The places that show `form`, in the admin's list order. */
export function placesShowing(form: keyof RiskWarningTexts): RiskWarningPlace[] {
  return (Object.keys(RISK_WARNING_PLACES) as RiskWarningPlace[]).filter(
    (place) => RISK_WARNING_PLACES[place] === form,
  );
}

/** A notification's body with the one-line warning after it, on a line of its own. */
export const withShortWarning = (body: string, texts: RiskWarningTexts): string => `${body}\n${texts.short}`;

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
