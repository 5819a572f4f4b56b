import type { Page } from "@playwright/test";
import { PLANS, TRIAL_DAYS, formatPlanPrice } from "../src/shared/plans";
import type { PublicUser } from "../src/shared/users";
import { expect, gotoInteractive, registerThroughApi, snapshot, test } from "./support/fixtures";

// The member's language (docs/product.md#languages): the switcher in the header (from 768 px) or the phone menu,
// the page's lang and dir, the server's choice of prerendered page, and a member's choice kept on the account.

const isPhone = (page: Page) => (page.viewportSize()?.width ?? 0) < 768;
const price = formatPlanPrice(PLANS.trial);
/** A price inside Arabic text, isolated left to right as the Arabic catalogue writes it. */
const ltr = (text: string) => `\u2066${text}\u2069`;

/** Picks a language as a person does: the header's switcher on a desktop, the slide-out menu's on a phone. */
async function chooseLanguage(
  page: Page,
  language: string,
  { menuButton, close }: { menuButton: string; close: string },
) {
  if (isPhone(page)) {
    await page.getByRole("button", { name: menuButton }).click();
    const menu = page.getByRole("dialog");
    await menu.getByRole("combobox").selectOption(language);
    await expect(page.locator("html")).toHaveAttribute("lang", language);
    await menu.getByRole("button", { name: close }).click();
    await expect(menu).toBeHidden();
  } else {
    await page.getByRole("banner").getByRole("combobox").selectOption(language);
    await expect(page.locator("html")).toHaveAttribute("lang", language);
  }
}

/** The middle of an element, across the page. */
async function centreX(page: Page, name: string | RegExp, role: "link" | "button" = "link"): Promise<number> {
  const box = await page.getByRole("banner").getByRole(role, { name }).first().boundingBox();
  if (!box) throw new Error(`${String(name)} is not laid out`);
  return box.x + box.width / 2;
}

test("a visitor switches the landing page to Spanish, then to Arabic, and the next page comes in that language", async ({
  page,
}, testInfo) => {
  await gotoInteractive(page, "/");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await chooseLanguage(page, "es", { menuButton: "Open menu", close: "Cerrar menú" });
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Opera junto a un profesional, en cada movimiento");
  // The hero's offer (the pricing section below repeats it).
  await expect(page.getByRole("link", { name: `Prueba el acceso completo por ${price}` }).first()).toBeVisible();
  await expect(page.getByText(`${TRIAL_DAYS} días de acceso completo`)).toBeVisible();
  await expect(page.getByRole("note", { name: "Advertencia de riesgo" }).first()).toBeVisible();
  await snapshot(page, testInfo, "landing-es");

  // The server sends the next page in the chosen language, prerendered: readable before any script runs.
  const next = await page.request.get("/plans");
  expect(await next.text()).toContain('<html lang="es" dir="ltr">');
  await gotoInteractive(page, "/about");
  await expect(page.getByRole("contentinfo")).toContainText("Todos los derechos reservados.");

  await gotoInteractive(page, "/");
  await chooseLanguage(page, "ar", { menuButton: "Abrir menú", close: "إغلاق القائمة" });
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("تداول جنبًا إلى جنب مع محترف، في كل خطوة");
  // Prices and counts stay in Latin digits inside the Arabic text.
  await expect(page.getByRole("link", { name: `جرّب الوصول الكامل مقابل ${ltr(price)}` }).first()).toBeVisible();
  await expect(page.getByText(`${TRIAL_DAYS} يومًا من الوصول الكامل`)).toBeVisible();
  // The layout is mirrored: the logo at the right, the menu or the sign-in at the left.
  const logo = await centreX(page, /الصفحة الرئيسية/);
  const start = isPhone(page) ? await centreX(page, "فتح القائمة", "button") : await centreX(page, "تسجيل الدخول");
  expect(logo).toBeGreaterThan(start);
  await snapshot(page, testInfo, "landing-ar");

  if (isPhone(page)) {
    await page.getByRole("button", { name: "فتح القائمة" }).click();
    const menu = page.getByRole("dialog");
    await expect(menu.getByRole("link", { name: "الخطط والأسعار" })).toBeVisible();
    // The menu slides in from the left, the end of a right-to-left page.
    await expect.poll(async () => (await menu.boundingBox())?.x).toBe(0);
    await snapshot(page, testInfo, "menu-ar");
  }
});

test("a visitor whose browser prefers Brazilian Portuguese gets the landing page in it", async ({ browser }) => {
  const context = await browser.newContext({ locale: "pt-BR" });
  const page = await context.newPage();
  await gotoInteractive(page, "/");
  await expect(page.locator("html")).toHaveAttribute("lang", "pt-BR");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Opere lado a lado com um profissional, em cada movimento",
  );
  await context.close();
});

test("a member's language is kept on their account and follows them to a browser that never chose it", async ({
  page,
}, testInfo) => {
  test.skip(test.info().project.name !== "mobile", "the account's choice is the same at every width");
  await registerThroughApi(page);
  await page.goto("/dashboard");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await chooseLanguage(page, "ar", { menuButton: "Open menu", close: "إغلاق القائمة" });
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  const signals = isPhone(page)
    ? page.getByRole("navigation", { name: "روابط سريعة" }).getByRole("link", { name: "الإشارات" })
    : page.getByRole("navigation", { name: "القائمة الرئيسية" }).getByRole("link", { name: "لوحة التحكم" });
  await expect(signals).toBeVisible();
  // The member's dashboard without a plan is translated; its prices stay in Latin digits.
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("يلزم الاشتراك");
  await expect(page.getByRole("link", { name: `احصل على الوصول التجريبي - ${ltr(price)}` })).toBeVisible();
  await expect
    .poll(async () => (await (await page.request.get("/api/auth/me")).json()) as PublicUser)
    .toMatchObject({ language: "ar" });
  await snapshot(page, testInfo, "dashboard-ar");

  // Another browser: the session, without the switcher's cookie. The account's language is drawn once it is known.
  const session = (await page.context().cookies()).filter((cookie) => cookie.name !== "lang");
  const elsewhere = await page.context().browser()?.newContext({ locale: "en-US" });
  if (!elsewhere) throw new Error("no browser");
  await elsewhere.addCookies(session);
  const there = await elsewhere.newPage();
  await there.goto("/dashboard");
  await expect(there.locator("html")).toHaveAttribute("lang", "ar");
  await expect(there.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(there.getByRole("heading", { level: 1 })).toHaveText("يلزم الاشتراك");
  await elsewhere.close();

  await chooseLanguage(page, "es", { menuButton: "فتح القائمة", close: "Cerrar menú" });
  await expect
    .poll(async () => (await (await page.request.get("/api/auth/me")).json()) as PublicUser)
    .toMatchObject({ language: "es" });
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Necesitas una suscripción");
  await snapshot(page, testInfo, "dashboard-es");
});
