import type { Page } from "@playwright/test";
import { setSubscription } from "./support/database";
import { expect, registerThroughApi, snapshot, test } from "./support/fixtures";
import { signInAdmin, uniqueTag } from "./support/positions";

// A Pro member's own pages in their language (docs/decisions/0037-languages.md): the portfolio and the market
// insights from the portfolio catalogue, Arabic laid out right to left with its figures in Latin digits.

/** Digits other than Latin ones (Arabic-Indic, Eastern Arabic-Indic): never in a figure. */
const NON_LATIN_DIGITS = /[\u0660-\u0669\u06f0-\u06f9]/;

async function proMemberIn(page: Page, language: "es" | "ar") {
  const member = await registerThroughApi(page);
  setSubscription(member.email, "premium", new Date("2030-01-15T12:00:00Z"));
  const saved = await page.request.patch("/api/account", { data: { language } });
  expect(saved.status(), await saved.text()).toBe(200);
  return member;
}

test("a Spanish member reads their portfolio and the market insights in Spanish", async ({ page }, testInfo) => {
  test.skip(
    test.info().project.name !== "desktop",
    "one width per language: Arabic's right-to-left layout is checked on a phone",
  );
  await proMemberIn(page, "es");

  await page.goto("/portfolio");
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  await expect(page.getByRole("heading", { level: 1, name: "Tu cartera" })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole("heading", { name: "Tu actividad" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Curva de capital" })).toBeVisible();

  await page.goto("/insights");
  await expect(page.getByRole("heading", { level: 1, name: "Análisis de mercado" })).toBeVisible({ timeout: 30_000 });
  await snapshot(page, testInfo, "insights-es");
});

test("an Arabic member's portfolio reads right to left, its size and price in Latin digits", async ({
  page,
  playwright,
  baseURL,
}, testInfo) => {
  test.skip(test.info().project.name !== "mobile", "one width per language: Spanish is checked on a desktop");
  test.slow();
  const asset = `EUR/USD ${uniqueTag()}`;
  const admin = await signInAdmin(playwright, baseURL);
  const position = await admin.createPosition({
    asset,
    assetClass: "forex",
    direction: "long",
    entryPrice: 1.08,
    targetPrice: 1.09,
    stopLoss: 1.07,
    riskLevel: "moderate",
    status: "active",
  });
  await proMemberIn(page, "ar");
  const taken = await page.request.post("/api/portfolio/trades", {
    data: { positionId: position.id, entryPrice: 1.08, size: 0.25, followSignal: true },
  });
  expect(taken.status(), await taken.text()).toBe(201);

  await page.goto("/portfolio");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.getByRole("heading", { level: 1, name: "محفظتك" })).toBeVisible({ timeout: 30_000 });
  const open = page.getByRole("region", { name: "الصفقات المفتوحة" });
  // "0.25 lots at 1.08000", as Arabic words it: the unit from the catalogue, the figures as traders read them.
  await expect(open.getByText("0.25 لوت عند 1.08000", { exact: false })).toBeVisible();
  expect(await page.locator("main").innerText()).not.toMatch(NON_LATIN_DIGITS);
  await snapshot(page, testInfo, "portfolio-ar");
  await admin.dispose();
});
