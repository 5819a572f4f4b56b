import { describe, expect, it } from "vitest";
import { RISK_WARNING_PLACEHOLDERS, RISK_WARNING_PRESETS } from "@shared/risk-warnings";
import { RISK_WARNING_PRESET_TEXTS } from "@shared/risk-warning-texts";
import { SITE_TEXT_PLACEHOLDERS } from "@shared/site";
import { PRERENDERED_PAGES, pageDocument, prerenderPage } from "@/prerender";
import { MONEY_BACK_DAYS, PLANS, TRIAL_DAYS, formatPlanPrice } from "@shared/plans";

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
      const { html, meta } = await prerenderPage(path, "en");
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
      const { html } = await prerenderPage(path, "en");
      const notes = html.match(/role="note" aria-label="Risk warning"/g) ?? [];
      expect(notes.length, path).toBe(2);
      for (const preset of RISK_WARNING_PRESETS) {
        expect(html, path).not.toContain(RISK_WARNING_PRESET_TEXTS[preset].short);
      }
    }
  });

  it("leaves the configured texts to the server: placeholders, never a value the build made up", async () => {
    const { html } = await prerenderPage("/terms", "en");
    expect(html).toContain(SITE_TEXT_PLACEHOLDERS.appName);
    expect(html).toContain(SITE_TEXT_PLACEHOLDERS.jurisdiction);
    expect(html).not.toContain("SignalDesk");
    expect(html).not.toContain("support@");
    // The visitor's own year and address come once the page runs in their browser.
    expect(html).not.toContain(String(new Date().getFullYear()));
    expect(html).not.toContain("twitter.com");
  });

  it("writes the frame and the landing page in the page's language, prices in Latin digits", async () => {
    const spanish = await prerenderPage("/", "es");
    expect(spanish.language).toBe("es");
    expect(spanish.html).toContain(">Iniciar sesión</a>");
    const price = formatPlanPrice(PLANS.trial);
    expect(spanish.html).toContain(`Prueba el acceso completo por ${price}<`);
    expect(spanish.html).toContain(`${TRIAL_DAYS} días de acceso completo`);
    expect(spanish.html).not.toContain(">Login</a>");
    expect(spanish.meta.description).toMatch(/^Señales de trading en vivo/);
    const arabic = await prerenderPage("/", "ar");
    expect(arabic.html).toContain(">تسجيل الدخول</a>");
    // The price is isolated left to right, so that it reads "$49" within the Arabic line.
    expect(arabic.html).toContain(`جرّب الوصول الكامل مقابل \u2066${price}\u2069<`);
    // Arabic's plural rules pick "many" for 30 days and "few" for 7.
    expect([TRIAL_DAYS, MONEY_BACK_DAYS]).toEqual([30, 7]);
    expect(arabic.html).toContain("30 يومًا من الوصول الكامل");
    expect(arabic.html).toContain("ضمان استرداد الأموال خلال 7 أيام");
    // The switcher shows the page's language as chosen.
    expect(arabic.html).toMatch(/<option value="ar" lang="ar" selected="">العربية<\/option>/);
  });

  it("writes the plans page in the page's language: the plans' features and notes, prices in Latin digits", async () => {
    const spanish = await prerenderPage("/plans", "es");
    expect(spanish.meta.title).toMatch(/^Planes · /);
    expect(spanish.meta.description).toContain(`Acceso de prueba (${formatPlanPrice(PLANS.trial)} en un solo pago`);
    for (const text of [
      "Elige tu plan",
      "Acceso completo a todas las señales de trading",
      "Todo lo del Acceso de prueba",
      "Pago único, sin cargos recurrentes.",
      "Compara los planes",
      "¿Cuánto dura el Acceso de prueba?",
      `Obtener el Plan Pro - ${formatPlanPrice(PLANS.pro)}`,
    ]) {
      expect(spanish.html).toContain(text);
    }
    for (const english of [
      "Choose your plan",
      "Full access to all trading signals",
      "Compare plans",
      "Cancel anytime",
    ]) {
      expect(spanish.html).not.toContain(english);
    }

    const arabic = await prerenderPage("/plans", "ar");
    const template = `<html lang="en"><head><title>SignalDesk</title></head><body><div id="root"></div></body></html>`;
    expect(pageDocument(template, arabic, [])).toMatch(/^<html lang="ar" dir="rtl">/);
    expect(arabic.html).toContain("اختر خطتك");
    expect(arabic.html).toContain("وصول كامل إلى جميع إشارات التداول");
    // Prices keep their Latin digits, isolated left to right inside an Arabic sentence.
    expect(arabic.html).toContain(`>${formatPlanPrice(PLANS.pro)}<`);
    expect(arabic.html).toContain(`احصل على خطة Pro - \u2066${formatPlanPrice(PLANS.pro)}\u2069`);
    expect(arabic.html).not.toMatch(/[\u0660-\u0669]/);
  });
});

describe("prerendered legal and record pages in other languages", () => {
  it("writes the terms in Spanish, saying the English text prevails and linking to it", async () => {
    const { html, meta, language } = await prerenderPage("/terms", "es");
    expect(language).toBe("es");
    expect(meta.title).toBe(`Términos del servicio · ${SITE_TEXT_PLACEHOLDERS.appName}`);
    expect(html).toContain("<h1");
    expect(html).toContain("2. No es asesoramiento de inversión");
    expect(html).toContain("<strong>Operar con forex, materias primas, cripto, índices y acciones conlleva");
    expect(html).toContain("Reembolsar mi primer pago");
    expect(html).toMatch(/prevalece la versión en inglés/);
    expect(html).toMatch(/<a href="\/terms" hrefLang="en"[^>]*>versión en inglés<\/a>/);
    expect(html).not.toContain("1. The service");
    // The body is not marked as English inside the Spanish page.
    expect(html).not.toMatch(/<div lang="en" dir="ltr"/);
    // The English page carries no such notice: it is the text that prevails.
    expect((await prerenderPage("/terms", "en")).html).not.toContain("prevails");
  });

  it("writes the privacy policy in Russian and Indonesian", async () => {
    const russian = await prerenderPage("/privacy", "ru");
    expect(russian.meta.title).toBe(`Политика конфиденциальности · ${SITE_TEXT_PLACEHOLDERS.appName}`);
    expect(russian.html).toContain("1. Какие данные мы собираем");
    expect(russian.html).toContain("мы ответим в течение 30 дней");
    const indonesian = await prerenderPage("/privacy", "id");
    expect(indonesian.html).toContain("kami akan menjawab dalam 30 hari");
    expect(indonesian.html).toContain("versi bahasa Inggris");
  });

  it("writes the track record's frame in Arabic, right to left", async () => {
    const arabic = await prerenderPage("/track-record", "ar");
    expect(arabic.language).toBe("ar");
    expect(arabic.meta.title).toBe(`سجل الأداء · ${SITE_TEXT_PLACEHOLDERS.appName}`);
    expect(arabic.html).toContain("كل إشارة مسجّلة");
    expect(arabic.html).toContain("لا يُحذف شيء مما يُنشر أبدًا");
    expect(arabic.html).not.toMatch(/<div lang="en" dir="ltr"/);
    expect(pageDocument(`<html lang="en"><head></head><body><div id="root"></div></body></html>`, arabic, [])).toMatch(
      /^<html lang="ar" dir="rtl">/,
    );
  });

  it("writes the free signals' frame in Turkish and Brazilian Portuguese", async () => {
    const turkish = await prerenderPage("/free-signals", "tr");
    expect(turkish.meta.title).toBe(`Ücretsiz sinyaller · ${SITE_TEXT_PLACEHOLDERS.appName}`);
    expect(turkish.html).toContain("Sinyallerimiz ücretsiz, biraz gecikmeli");
    const portuguese = await prerenderPage("/free-signals", "pt-BR");
    expect(portuguese.html).toContain("Nossos sinais, grátis, um pouco depois");
    expect(portuguese.meta.description).toMatch(/^Sinais passados exatamente como os membros receberam/);
  });
});

describe("pageDocument", () => {
  const TEMPLATE = `<html><head><meta name="description" content="Site-wide" /><title>SignalDesk</title></head><body><div id="root"></div></body></html>`;

  it("puts the page in #root, its title and description in the head, and names the scripts that take it over", () => {
    const page = {
      html: "<main><h1>Plans</h1></main>",
      meta: { title: "Plans · %site:appName%", description: 'Pro & "Trial"' },
      language: "en" as const,
    };
    expect(pageDocument(TEMPLATE, page, ["assets/plans-page-abc.js"])).toBe(
      `<html><head><meta name="description" content="Pro &amp; &quot;Trial&quot;" /><title>Plans · %site:appName%</title>` +
        `<meta name="take-over-scripts" content="/assets/plans-page-abc.js"></head>` +
        `<body><div id="root"><main><h1>Plans</h1></main></div></body></html>`,
    );
  });

  it("keeps the site-wide description for a page that sets none", () => {
    const page = {
      html: "<h1>Home</h1>",
      meta: { title: "%site:appName%", description: undefined },
      language: "en" as const,
    };
    expect(pageDocument(TEMPLATE, page, [])).toContain('content="Site-wide"');
  });

  it("marks the document with the page's language, and Arabic as written right to left", () => {
    const template = `<html lang="en"><head><title>SignalDesk</title></head><body><div id="root"></div></body></html>`;
    const page = { html: "<h1>Home</h1>", meta: { title: "%site:appName%", description: undefined } };
    expect(pageDocument(template, { ...page, language: "ar" }, [])).toMatch(/^<html lang="ar" dir="rtl">/);
    expect(pageDocument(template, { ...page, language: "pt-BR" }, [])).toMatch(/^<html lang="pt-BR" dir="ltr">/);
  });
});
