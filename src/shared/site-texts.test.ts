import { describe, expect, it } from "vitest";
import { SITE_TEXT_PLACEHOLDERS, type SiteInfo } from "./site.js";
import { fillSiteTexts, siteTexts } from "./site-texts.js";

const SITE: SiteInfo = {
  appName: "Signal & Co",
  supportEmail: "help@example.com",
  legal: { jurisdiction: "England and Wales", address: undefined, phone: undefined, updated: undefined },
};

describe("site texts", () => {
  it("show the configured day the legal texts changed as a long US date, the same day in every time zone", () => {
    expect(siteTexts({ ...SITE, legal: { ...SITE.legal, updated: "2026-03-14" } }).legalUpdatedLine).toBe(
      "Last updated: March 14, 2026",
    );
    expect(siteTexts({ ...SITE, legal: { ...SITE.legal, updated: "2026-01-01" } }).legalUpdatedLine).toBe(
      "Last updated: January 1, 2026",
    );
  });

  it("say nothing of a day, an address or a phone that is not configured, rather than a made-up one", () => {
    expect(siteTexts(SITE)).toMatchObject({ legalUpdatedLine: "", addressLine: "", phoneLine: "" });
  });

  it("label the postal address and the phone when they are configured", () => {
    const texts = siteTexts({ ...SITE, legal: { ...SITE.legal, address: "1 Main St", phone: "+1 555 0100" } });
    expect(texts).toMatchObject({ addressLine: "Address: 1 Main St", phoneLine: "Phone: +1 555 0100" });
  });

  it("are written into a prerendered page in place of every placeholder, escaped as HTML", () => {
    const page = `<title>About · ${SITE_TEXT_PLACEHOLDERS.appName}</title><a href="mailto:${SITE_TEXT_PLACEHOLDERS.supportEmail}">${SITE_TEXT_PLACEHOLDERS.supportEmail}</a><p>${SITE_TEXT_PLACEHOLDERS.appName} · ${SITE_TEXT_PLACEHOLDERS.addressLine}</p>`;
    expect(fillSiteTexts(page, siteTexts(SITE))).toBe(
      '<title>About · Signal &amp; Co</title><a href="mailto:help@example.com">help@example.com</a><p>Signal &amp; Co · </p>',
    );
  });

  it("leave text that only looks like a placeholder alone", () => {
    expect(fillSiteTexts("100%site:unknown% off", siteTexts(SITE))).toBe("100%site:unknown% off");
  });
});
