import { describe, expect, it } from "vitest";
import { PLANS } from "@shared/plans";
import { RISK_WARNING_PLACEHOLDERS, RISK_WARNING_PRESETS } from "@shared/risk-warnings";
import { RISK_WARNING_PRESET_TEXTS } from "@shared/risk-warning-texts";
import { SITE_TEXT_PLACEHOLDERS } from "@shared/site";
import { PRERENDERED_PAGES, pageDocument, prerenderPage } from "@/prerender";

/** What each page must say before any script runs: its heading, and text from its body. */
const CONTENT: Record<(typeof PRERENDERED_PAGES)[number]["path"], { title: string; says: string[] }> = {
  "/": {
    title: SITE_TEXT_PLACEHOLDERS.appName,
    says: [
      "Trade alongside a professional",
      "every step of the way",
      "Frequently asked questions",
      "Simple plans, no surprises",
    ],
  },
  "/about": { title: `About · ${SITE_TEXT_PLACEHOLDERS.appName}`, says: ["Trading in the open", "Our story"] },
  "/plans": { title: `Plans · ${SITE_TEXT_PLACEHOLDERS.appName}`, says: ["Choose your plan", PLANS.pro.name] },
  "/terms": {
    title: `Terms of Service · ${SITE_TEXT_PLACEHOLDERS.appName}`,
    says: ["Terms of Service", "1. The service", SITE_TEXT_PLACEHOLDERS.legalUpdatedLine],
  },
  "/privacy": {
    title: `Privacy Policy · ${SITE_TEXT_PLACEHOLDERS.appName}`,
    says: ["Privacy Policy", "1. Data we collect", SITE_TEXT_PLACEHOLDERS.supportEmail],
  },
  // The record itself is read once the page runs: the prerendered page is its frame, ready to read.
  "/track-record": {
    title: `Track record · ${SITE_TEXT_PLACEHOLDERS.appName}`,
    says: ["Every signal, on the record", "Nothing published is ever deleted"],
  },
  // The free signals too: the page holds none until the API, which alone applies the delay, answers in the browser.
  "/free-signals": {
    title: `Free signals · ${SITE_TEXT_PLACEHOLDERS.appName}`,
    says: ["Our signals, free, a little late", "winners and losers"],
  },
};

describe("prerendered public pages", () => {
  it.each(PRERENDERED_PAGES.map((page) => page.path))(
    "%s renders whole, signed out, with its title, heading and text",
    async (path) => {
      const { html, meta } = await prerenderPage(path);
      expect(meta.title).toBe(CONTENT[path].title);
      expect(html).toMatch(/<h1[^>]*>/);
      for (const text of CONTENT[path].says) expect(html).toContain(text);
      // The signed-out header, and the footer every public page ends with.
      expect(html).toContain(">Login</a>");
      expect(html).toContain("Risk Disclaimer");
      // The risk warning the admin chose goes in as the server sends the page: its band on every public page.
      expect(html).toMatch(
        new RegExp(`<header[^]*aria-label="Risk warning"[^]*${RISK_WARNING_PLACEHOLDERS.short}[^]*</header>`),
      );
      expect(html).toContain(RISK_WARNING_PLACEHOLDERS.long);
    },
  );

  it("shows the full warning beside the prices and above the record, never a wording the build chose", async () => {
    for (const path of ["/", "/plans", "/track-record", "/free-signals"] as const) {
      const { html } = await prerenderPage(path);
      const notes = html.match(/role="note" aria-label="Risk warning"/g) ?? [];
      expect(notes.length, path).toBe(2);
      for (const preset of RISK_WARNING_PRESETS) {
        expect(html, path).not.toContain(RISK_WARNING_PRESET_TEXTS[preset].short);
      }
    }
  });

  it("leaves the configured texts to the server: placeholders, never a value the build made up", async () => {
    const { html } = await prerenderPage("/terms");
    expect(html).toContain(SITE_TEXT_PLACEHOLDERS.appName);
    expect(html).toContain(SITE_TEXT_PLACEHOLDERS.jurisdiction);
    expect(html).not.toContain("SignalDesk");
    expect(html).not.toContain("support@");
    // The visitor's own year and address come once the page runs in their browser.
    expect(html).not.toContain(String(new Date().getFullYear()));
    expect(html).not.toContain("twitter.com");
  });
});

describe("pageDocument", () => {
  const TEMPLATE = `<html><head><meta name="description" content="Site-wide" /><title>SignalDesk</title></head><body><div id="root"></div></body></html>`;

  it("puts the page in #root, its title and description in the head, and names the scripts that take it over", () => {
    const page = {
      html: "<main><h1>Plans</h1></main>",
      meta: { title: "Plans · %site:appName%", description: 'Pro & "Trial"' },
    };
    expect(pageDocument(TEMPLATE, page, ["assets/plans-page-abc.js"])).toBe(
      `<html><head><meta name="description" content="Pro &amp; &quot;Trial&quot;" /><title>Plans · %site:appName%</title>` +
        `<meta name="take-over-scripts" content="/assets/plans-page-abc.js"></head>` +
        `<body><div id="root"><main><h1>Plans</h1></main></div></body></html>`,
    );
  });

  it("keeps the site-wide description for a page that sets none", () => {
    const page = { html: "<h1>Home</h1>", meta: { title: "%site:appName%", description: undefined } };
    expect(pageDocument(TEMPLATE, page, [])).toContain('content="Site-wide"');
  });
});
