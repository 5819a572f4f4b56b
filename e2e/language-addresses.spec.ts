import type { Page } from "@playwright/test";
import { expect, gotoInteractive, test } from "./support/fixtures";

// The public pages' address per language (docs/decisions/0037-languages.md): `/es/plans`, `/ar/`; the switcher moves
// to the chosen language's address and the site's links keep it.

const isPhone = (page: Page) => (page.viewportSize()?.width ?? 0) < 768;

/** Picks a language in the header's switcher on a desktop, the slide-out menu's on a phone. */
async function chooseLanguage(page: Page, language: string, menu: { open: string; close: string }) {
  if (isPhone(page)) {
    await page.getByRole("button", { name: menu.open }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByRole("combobox").selectOption(language);
    await expect(page.locator("html")).toHaveAttribute("lang", language);
    await dialog.getByRole("button", { name: menu.close }).click();
    await expect(dialog).toBeHidden();
  } else {
    await page.getByRole("banner").getByRole("combobox").selectOption(language);
    await expect(page.locator("html")).toHaveAttribute("lang", language);
  }
}

test("a visitor switching a public page's language moves to that language's address, and the links keep it", async ({
  browser,
}) => {
  const context = await browser.newContext({ locale: "en-US" });
  const page = await context.newPage();
  await gotoInteractive(page, "/plans");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await chooseLanguage(page, "es", { open: "Open menu", close: "Cerrar menú" });
  await expect(page).toHaveURL(/\/es\/plans$/);

  // The site's links lead to the Spanish addresses, and the page there is prerendered in Spanish.
  const about = page.getByRole("contentinfo").getByRole("link", { name: "Quiénes somos" });
  await expect(about).toHaveAttribute("href", "/es/about");
  await about.click();
  await expect(page).toHaveURL(/\/es\/about$/);
  // The head names the page now on screen, in Spanish, as the server would have sent it: moved on the client.
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/es\/about$/);
  await expect(page.locator('link[rel="alternate"][hreflang="ar"]')).toHaveAttribute("href", /\/ar\/about$/);
  await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute(
    "href",
    /^(https?:\/\/[^/]+)?\/about$/,
  );
  await page.reload();
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  await expect(page.getByRole("contentinfo")).toContainText("Todos los derechos reservados.");

  // An Arabic address reads right to left, whatever the browser asks for.
  await gotoInteractive(page, "/ar/");
  await expect(page.locator("html")).toHaveAttribute("lang", "ar");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  // The landing page's lower sections and the risk warning's preset are in Arabic too.
  await expect(page.getByRole("heading", { level: 2, name: "الأسئلة الشائعة" })).toBeVisible();
  await expect(page.getByRole("note").first()).toContainText("قد تخسر أموالك كلها");

  // Back to English: the page's own address.
  await chooseLanguage(page, "en", { open: "فتح القائمة", close: "Close menu" });
  await expect(page).toHaveURL(/\/$/);
  await expect(page).not.toHaveURL(/\/ar\//);
  await expect(page.locator("html")).toHaveAttribute("dir", "ltr");
  await context.close();
});
