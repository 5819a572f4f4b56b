import { SITE_TEXT_PLACEHOLDERS, type SiteTexts } from "@shared/site";
import { siteTexts } from "@shared/site-texts";
import { getSiteInfo, isPrerendering } from "@/lib/site-info";

/**
 * What the public pages print from configuration. Apart from site-info.ts because it formats a date, which the
 * first download of every page need not carry.
 */
export function getSiteTexts(): SiteTexts {
  return isPrerendering() ? SITE_TEXT_PLACEHOLDERS : siteTexts(getSiteInfo());
}
