import type { Page } from "@playwright/test";
import { setSubscription } from "./support/database";
import { expect, registerThroughApi, snapshot, test } from "./support/fixtures";
import { signInAdmin, uniqueTag } from "./support/positions";
import { FULL_BROWSER } from "./support/chromium";
import { PLANS, formatPlanPrice } from "../src/shared/plans";

// A member's dashboard in their language (docs/decisions/0037-languages.md): the screens' text from the catalogues,
// Arabic laid out right to left, and prices in Latin digits with the language's own separators.

test.use(FULL_BROWSER);

/** What each language's dashboard says, as its catalogue writes it. */
const LANGUAGES = {
  es: {
    dir: "ltr",
    welcome: (name: string) => `Hola de nuevo, ${name}`,
    ongoing: "En curso",
    entry: "Entrada",
    summary: "Resumen",
    view: "Ver",
    newSignal: "Nueva señal:",
    // The gold entry 2,350.50 as Spanish writes it (a decimal comma; four digits are not grouped).
    price: "2350,50",
  },
  ar: {
    dir: "rtl",
    welcome: (name: string) => `مرحبًا بعودتك، ${name}`,
    ongoing: "الجارية",
    entry: "الدخول",
    summary: "الملخص",
    view: "عرض",
    newSignal: "إشارة جديدة:",
    price: "2,350.50",
  },
} as const;

/** Digits other than Latin ones (Arabic-Indic, Eastern Arabic-Indic): never in a price. */
const NON_LATIN_DIGITS = /[\u0660-\u0669\u06f0-\u06f9]/;

const gold = (tag: string) =>
  ({
    asset: `XAU/USD ${tag}`,
    assetClass: "commodities",
    direction: "long",
    entryPrice: 2350.5,
    targetPrice: 2400,
    stopLoss: 2320,
    riskLevel: "moderate",
    status: "active",
  }) as const;

async function memberIn(page: Page, language: keyof typeof LANGUAGES) {
  const member = await registerThroughApi(page);
  setSubscription(member.email, "premium", new Date("2030-01-15T12:00:00Z"));
  const saved = await page.request.patch("/api/account", { data: { language } });
  expect(saved.status(), await saved.text()).toBe(200);
  return member;
}

for (const language of ["es", "ar"] as const) {
  const words = LANGUAGES[language];

  test(`a member whose language is ${language} sees the dashboard and a live signal in it`, async ({
    page,
    playwright,
    baseURL,
  }, testInfo) => {
    test.slow();
    const tag = uniqueTag();
    const admin = await signInAdmin(playwright, baseURL);
    await admin.createPosition(gold(tag));
    const member = await memberIn(page, language);

    await page.goto("/dashboard");
    await expect(page.locator("html")).toHaveAttribute("lang", language);
    await expect(page.locator("html")).toHaveAttribute("dir", words.dir);
    await expect(page.getByRole("heading", { level: 1, name: words.welcome(member.firstName) })).toBeVisible();
    await expect(page.getByRole("tab", { name: words.ongoing })).toBeVisible();
    await expect(page.getByRole("region", { name: words.summary })).toBeVisible();

    const card = page.getByRole("article").filter({ has: page.getByRole("heading", { name: `XAU/USD ${tag}` }) });
    await expect(card).toBeVisible();
    const entry = card.getByRole("definition").filter({ hasText: words.price }).first();
    await expect(card.getByText(words.entry, { exact: true })).toBeVisible();
    await expect(entry).toBeVisible();
    expect(await card.innerText()).not.toMatch(NON_LATIN_DIGITS);
    if (language === "ar") {
      // The layout is mirrored: the card's heading starts at its right edge.
      const [cardBox, headingBox] = await Promise.all([
        card.boundingBox(),
        card.getByRole("heading", { name: `XAU/USD ${tag}` }).boundingBox(),
      ]);
      if (!cardBox || !headingBox) throw new Error("the card is not laid out");
      expect(cardBox.x + cardBox.width - (headingBox.x + headingBox.width)).toBeLessThan(cardBox.width / 2);
    }
    await snapshot(page, testInfo, `dashboard-${language}`);

    // A signal published now arrives as a toast, its way to the position named in the member's language.
    const next = uniqueTag();
    await admin.createPosition(gold(next));
    const toast = page.locator("[data-sonner-toast]").filter({ hasText: `XAU/USD ${next}` });
    await expect(toast).toBeVisible({ timeout: 10_000 });
    await expect(toast.getByRole("button", { name: words.view })).toBeVisible();
    // What happened, worded from the event in the member's language, its price as the language writes it.
    await expect(toast).toContainText(words.newSignal);
    await expect(toast).toContainText(words.price);
    expect(await toast.innerText()).not.toMatch(NON_LATIN_DIGITS);
    await page.screenshot({ path: testInfo.outputPath(`${testInfo.project.name}-toast-${language}.png`) });
    await admin.dispose();
  });
}

/** The plans' names in each language. */
const PLAN_NAMES = {
  es: { trial: "Acceso de prueba", pro: "Plan Pro" },
  ar: { trial: "الوصول التجريبي", pro: "خطة Pro" },
} as const;

/** What a member on Trial Access sees of their plan, as each language's catalogues write it. */
const TRIAL_WORDS = {
  es: {
    banner: "Estado de la prueba",
    active: "Acceso de prueba activo",
    choose: "Elige tu plan",
    yourPlan: "Tu plan",
    getPro: `Obtener el Plan Pro - ${formatPlanPrice(PLANS.pro)}`,
    forfeit: "Tu Acceso de prueba termina cuando empieza el Plan Pro",
    feature: "Todo lo del Acceso de prueba",
    compare: "Compara los planes",
    faq: "¿Cuánto dura el Acceso de prueba?",
  },
  ar: {
    banner: "حالة الفترة التجريبية",
    active: "الوصول التجريبي نشط",
    choose: "اختر خطتك",
    yourPlan: "خطتك",
    getPro: `احصل على خطة Pro - \u2066${formatPlanPrice(PLANS.pro)}\u2069`,
    forfeit: "ينتهي الوصول التجريبي عند بدء خطة Pro",
    feature: "كل ما في الوصول التجريبي",
    compare: "قارن بين الخطط",
    faq: "كم يدوم الوصول التجريبي؟",
  },
} as const;

for (const language of ["es", "ar"] as const) {
  const words = TRIAL_WORDS[language];

  test(`a member on Trial Access whose language is ${language} sees the trial banner and the plans in it`, async ({
    page,
  }, testInfo) => {
    const member = await registerThroughApi(page);
    setSubscription(member.email, "trial", new Date(Date.now() + 20 * 24 * 60 * 60 * 1000));
    const saved = await page.request.patch("/api/account", { data: { language } });
    expect(saved.status(), await saved.text()).toBe(200);

    await page.goto("/dashboard");
    const banner = page.getByRole("region", { name: words.banner });
    await expect(banner.getByText(words.active)).toBeVisible();

    // The plans page at its address in the language: the member's own plan, and what buying Pro costs their trial.
    await page.goto(`/${language}/plans`);
    await expect(page.locator("html")).toHaveAttribute("dir", LANGUAGES[language].dir);
    await expect(page.getByRole("heading", { level: 1, name: words.choose })).toBeVisible();
    const trial = page.getByRole("region", { name: PLAN_NAMES[language].trial });
    await expect(trial.getByText(words.yourPlan, { exact: true })).toBeVisible();
    const pro = page.getByRole("region", { name: PLAN_NAMES[language].pro });
    await expect(pro.getByText(words.feature)).toBeVisible();
    await expect(pro.getByText(words.forfeit)).toBeVisible();
    await expect(pro.getByRole("button", { name: words.getPro })).toBeVisible();
    // The comparison and the questions, whose text loads once the page is interactive.
    await expect(page.getByRole("heading", { name: words.compare })).toBeVisible();
    await expect(page.getByText(words.faq)).toBeVisible();
    expect(await page.locator("main").innerText()).not.toMatch(NON_LATIN_DIGITS);
    await snapshot(page, testInfo, `plans-trial-${language}`);
  });
}
