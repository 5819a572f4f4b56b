import type { Page } from "@playwright/test";
import { PLANS } from "../src/shared/plans";
import { expect, expectAccessible, registerThroughApi, snapshot, test } from "./support/fixtures";

test.skip(({ isMobile }) => !isMobile, "the HTML before any script runs is the same at every width");

// The public pages arrive prerendered (docs/decisions/0011-prerendered-public-pages.md): readable before any script
// runs, then taken over by the app without an error. playwright.config.ts sets LEGAL_UPDATED=2026-03-14.
const PAGES = [
  {
    path: "/",
    title: "SignalDesk",
    heading: "Trade alongside a professional, every step of the way",
    text: "Frequently asked questions",
  },
  { path: "/about", title: "About · SignalDesk", heading: "Trading in the open", text: "Our story" },
  { path: "/plans", title: "Plans · SignalDesk", heading: "Choose your plan", text: PLANS.pro.name },
  {
    path: "/terms",
    title: "Terms of Service · SignalDesk",
    heading: "Terms of Service",
    text: "Last updated: March 14, 2026",
  },
  { path: "/privacy", title: "Privacy Policy · SignalDesk", heading: "Privacy Policy", text: "1. Data we collect" },
];

const isPhone = (page: Page) => (page.viewportSize()?.width ?? 0) < 768;

/** Every console error the page logs, whatever it is. */
function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  return errors;
}

/** The footer's share links need the visitor's address: they appear once the app has taken the page over. */
const takenOver = (page: Page) =>
  expect(page.getByRole("contentinfo").getByRole("link", { name: /^Twitter/ })).toBeVisible();

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("each public page shows its heading and its text", async ({ page }, testInfo) => {
    for (const { path, title, heading, text } of PAGES) {
      await page.goto(path);
      await expect(page).toHaveTitle(title);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
      await expect(page.getByRole("main")).toContainText(text);
      await expect(page.getByRole("banner").getByRole("link", { name: "Home" }).first()).toBeVisible();
      await expect(page.getByRole("contentinfo")).toContainText("Risk Disclaimer");
    }
    // Links are plain links: they work without the app.
    await page.goto("/");
    await page.getByRole("contentinfo").getByRole("link", { name: "Privacy Policy" }).click();
    await expect(page).toHaveURL(/\/privacy$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Privacy Policy");
    await snapshot(page, testInfo, "privacy-without-javascript");
  });
});

test.describe("with JavaScript", () => {
  test("each public page is taken over without an error, and its links stay in the app", async ({ page }, testInfo) => {
    const errors = consoleErrors(page);
    for (const { path, title, heading } of PAGES) {
      await page.goto(path);
      await takenOver(page);
      await expect(page).toHaveTitle(title);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
    }
    await expectAccessible(page);
    await snapshot(page, testInfo, "privacy-taken-over");

    // A link followed by the app, not by a new page load: what the page held survives.
    await page.goto("/");
    await takenOver(page);
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await page.getByRole("contentinfo").getByRole("link", { name: "Terms of Service" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Terms of Service");
    expect(await page.evaluate(() => "sameDocument" in window)).toBe(true);

    if (isPhone(page)) {
      await page.getByRole("button", { name: "Open menu" }).click();
      await expect(page.getByRole("dialog")).toBeVisible();
      await page.getByRole("dialog").getByRole("link", { name: "About" }).click();
    } else {
      await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "About" }).click();
    }
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Trading in the open");
    expect(await page.evaluate(() => "sameDocument" in window)).toBe(true);
    expect(errors).toEqual([]);
  });

  test("a signed-in member gets their own view of a public page, without an error", async ({ page }, testInfo) => {
    const errors = consoleErrors(page);
    await registerThroughApi(page);
    await page.goto("/about");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Trading in the open");
    if (isPhone(page)) {
      await expect(
        page.getByRole("navigation", { name: "Quick links" }).getByRole("link", { name: "Account" }),
      ).toBeVisible();
    } else {
      await expect(
        page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Dashboard" }),
      ).toBeVisible();
    }
    await expect(page.getByRole("banner").getByRole("link", { name: "Login" })).toHaveCount(0);
    await snapshot(page, testInfo, "about-signed-in");
    expect(errors).toEqual([]);
  });
});
