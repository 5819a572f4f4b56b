import {
  DEFAULT_RISK_WARNING_TEXTS,
  RISK_WARNING_META,
  RISK_WARNING_PLACEHOLDERS,
  riskWarningAt,
  type RiskWarningPlace,
  type RiskWarningTexts,
} from "@shared/risk-warnings";
import { isPrerendering, readMeta } from "@/lib/site-info";

/**
 * The risk warning as the admin set it (docs/product.md#risk-warnings): the server writes it into every page's meta
 * tags when it sends the page, so no request waits for it. Prerendering has no page yet: the placeholders the server
 * fills. A page without the tags (a test's) shows the default preset: a warning always shows.
 */
export function getRiskWarning(): RiskWarningTexts {
  if (isPrerendering()) return RISK_WARNING_PLACEHOLDERS;
  return {
    long: readMeta(RISK_WARNING_META.long) ?? DEFAULT_RISK_WARNING_TEXTS.long,
    short: readMeta(RISK_WARNING_META.short) ?? DEFAULT_RISK_WARNING_TEXTS.short,
  };
}

/** The warning as `place` shows it. */
export const riskWarningFor = (place: RiskWarningPlace): string => riskWarningAt(getRiskWarning(), place);
