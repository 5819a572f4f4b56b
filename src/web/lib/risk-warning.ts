import {
  DEFAULT_RISK_WARNING,
  RISK_WARNING_META,
  RISK_WARNING_PLACEHOLDERS,
  riskWarningAt,
  riskWarningTexts,
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
  const fallback = riskWarningTexts(DEFAULT_RISK_WARNING);
  return {
    long: readMeta(RISK_WARNING_META.long) ?? fallback.long,
    short: readMeta(RISK_WARNING_META.short) ?? fallback.short,
  };
}

/** The warning as `place` shows it. */
export const riskWarningFor = (place: RiskWarningPlace): string => riskWarningAt(getRiskWarning(), place);
