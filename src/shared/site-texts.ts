import { formatCalendarDay } from "./format.js";
import { escapeHtml } from "./html.js";
import type { Language } from "./i18n/languages.js";
import type { TranslateValues } from "./i18n/translate.js";
import { SITE_TEXT_PLACEHOLDERS, type SiteInfo, type SiteTexts } from "./site.js";

/** A text by its whole key in the page's language: the web's `t`, or the server's `serverTranslator`. */
type Translate = (key: string, values?: TranslateValues) => string;

/**
 * The texts a page in `language` shows for this configuration, its lines worded by `t` (that language's `legal`
 * catalogue) and the day in that language; the server and the client both compute them here, so that the page the
 * client takes over reads the same.
 */
export function siteTexts(site: SiteInfo, language: Language, t: Translate): SiteTexts {
  const { address, phone, updated } = site.legal;
  return {
    appName: site.appName,
    supportEmail: site.supportEmail,
    jurisdiction: site.legal.jurisdiction,
    addressLine: address ? t("legal:address", { address }) : "",
    phoneLine: phone ? t("legal:phone", { phone }) : "",
    legalUpdatedLine: updated ? t("legal:updated", { date: formatCalendarDay(updated, language) }) : "",
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
