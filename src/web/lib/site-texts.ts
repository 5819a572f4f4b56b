import type { Language } from "@shared/i18n/languages";
import { SITE_TEXT_PLACEHOLDERS, type SiteTexts } from "@shared/site";
import { siteTexts } from "@shared/site-texts";
import type { TranslateFunction } from "@/lib/i18n";
import { getSiteInfo, isPrerendering } from "@/lib/site-info";

/**
 * What the public pages print from configuration, in the page's language (`t` with its `legal` catalogue): the same
 * text the server wrote into the prerendered page. Apart from site-info.ts because it formats a date, which the first
 * download of every page need not carry.
 */
export function getSiteTexts(language: Language, t: TranslateFunction): SiteTexts {
  return isPrerendering() ? SITE_TEXT_PLACEHOLDERS : siteTexts(getSiteInfo(), language, t);
}
