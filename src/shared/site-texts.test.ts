import { describe, expect, it } from "vitest";
import arabicLegal from "./i18n/catalogues/ar/legal.js";
import englishLegal from "./i18n/catalogues/en/legal.js";
import spanishLegal from "./i18n/catalogues/es/legal.js";
import type { Language } from "./i18n/languages.js";
import { translate, type Catalogue } from "./i18n/translate.js";
import { SITE_TEXT_PLACEHOLDERS, type SiteInfo } from "./site.js";
import { fillSiteTexts, siteTexts } from "./site-texts.js";

const SITE: SiteInfo = {
  appName: "Signal & Co",
  supportEmail: "help@example.com",
  legal: { jurisdiction: "England and Wales", address: undefined, phone: undefined, updated: undefined },
};

/** The texts of `site` in `language`, worded by its `legal` catalogue as a page in that language has it. */
const textsIn = (language: Language, legal: Catalogue, site: SiteInfo = SITE) =>
  siteTexts(site, language, (key, values) => translate(language, { legal }, key, values));
const english = (site: SiteInfo = SITE) => textsIn("en", englishLegal, site);

const CONFIGURED: SiteInfo = {
  ...SITE,
  legal: { ...SITE.legal, address: "1 Main St", phone: "+1 555 0100", updated: "2026-03-14" },
};

describe("site texts", () => {
  it("show the configured day the legal texts changed as a long US date, the same day in every time zone", () => {
    expect(english({ ...SITE, legal: { ...SITE.legal, updated: "2026-03-14" } }).legalUpdatedLine).toBe(
      "Last updated: March 14, 2026",
    );
    expect(english({ ...SITE, legal: { ...SITE.legal, updated: "2026-01-01" } }).legalUpdatedLine).toBe(
      "Last updated: January 1, 2026",
    );
  });

  it("say nothing of a day, an address or a phone that is not configured, rather than a made-up one", () => {
    expect(english()).toMatchObject({ legalUpdatedLine: "", addressLine: "", phoneLine: "" });
    expect(textsIn("es", spanishLegal)).toMatchObject({ legalUpdatedLine: "", addressLine: "", phoneLine: "" });
  });

  it("label the postal address and the phone when they are configured", () => {
    const texts = english({ ...SITE, legal: { ...SITE.legal, address: "1 Main St", phone: "+1 555 0100" } });
    expect(texts).toMatchObject({ addressLine: "Address: 1 Main St", phoneLine: "Phone: +1 555 0100" });
  });

  it("word the lines in the page's language, the day as that language writes it", () => {
    expect(textsIn("es", spanishLegal, CONFIGURED)).toEqual({
      appName: "Signal & Co",
      supportEmail: "help@example.com",
      jurisdiction: "England and Wales",
      addressLine: "Dirección: 1 Main St",
      phoneLine: "Teléfono: +1 555 0100",
      legalUpdatedLine: "Última actualización: 14 de marzo de 2026",
    });
  });

  it("write the Arabic day with Latin digits, isolated as dates are, and the address and phone in their own direction", () => {
    expect(textsIn("ar", arabicLegal, CONFIGURED)).toMatchObject({
      addressLine: "العنوان: \u20681 Main St\u2069",
      phoneLine: "الهاتف: \u2068+1 555 0100\u2069",
      legalUpdatedLine: "آخر تحديث: \u206614 مارس 2026\u2069",
    });
  });

  it("are written into a prerendered page in place of every placeholder, escaped as HTML", () => {
    const page = `<title>About · ${SITE_TEXT_PLACEHOLDERS.appName}</title><a href="mailto:${SITE_TEXT_PLACEHOLDERS.supportEmail}">${SITE_TEXT_PLACEHOLDERS.supportEmail}</a><p>${SITE_TEXT_PLACEHOLDERS.appName} · ${SITE_TEXT_PLACEHOLDERS.addressLine}</p>`;
    expect(fillSiteTexts(page, english())).toBe(
      '<title>About · Signal &amp; Co</title><a href="mailto:help@example.com">help@example.com</a><p>Signal &amp; Co · </p>',
    );
  });

  it("leave text that only looks like a placeholder alone", () => {
    expect(fillSiteTexts("100%site:unknown% off", english())).toBe("100%site:unknown% off");
  });
});
