import { formatCalendarDay } from "./format.js";
import { escapeHtml } from "./html.js";
import { SITE_TEXT_PLACEHOLDERS, type SiteInfo, type SiteTexts } from "./site.js";

/** The texts a page shows for this configuration; the server and the client both compute them here. */
export function siteTexts(site: SiteInfo): SiteTexts {
  return {
    appName: site.appName,
    supportEmail: site.supportEmail,
    jurisdiction: site.legal.jurisdiction,
    addressLine: site.legal.address ? `Address: ${site.legal.address}` : "",
    phoneLine: site.legal.phone ? `Phone: ${site.legal.phone}` : "",
    legalUpdatedLine: site.legal.updated ? `Last updated: ${formatCalendarDay(site.legal.updated)}` : "",
  };
}

/**
 * Writes the texts into a prerendered page in place of their placeholders, escaped: the page is HTML, and the texts
 * are configuration, not markup.
 */
export function fillSiteTexts(html: string, texts: SiteTexts): string {
  const byPlaceholder = new Map(
    (Object.keys(SITE_TEXT_PLACEHOLDERS) as (keyof SiteTexts)[]).map((key) => [
      SITE_TEXT_PLACEHOLDERS[key],
      escapeHtml(texts[key]),
    ]),
  );
  return html.replace(/%site:[A-Za-z]+%/g, (placeholder) => byPlaceholder.get(placeholder) ?? placeholder);
}
