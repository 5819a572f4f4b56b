import AxeBuilder from "@axe-core/playwright";
import { expect, test as base, type Locator, type Page, type TestInfo } from "@playwright/test";

export interface Member {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
}

let sequence = 0;
export function newMember(): Member {
  sequence += 1;
  return {
    email: `e2e-${Date.now()}-${process.pid}-${sequence}@example.com`,
    password: "correct horse battery",
    firstName: "Maria",
    lastName: "Lopez",
  };
}

export const ADMIN = { email: "admin@e2e.test", password: "admin e2e password" };

/** Where the server under test listens (playwright.config.ts picks the port). */
export const E2E_BASE_URL = `http://127.0.0.1:${process.env.E2E_PORT}`;

/** Creates the account through the API; the page's context shares the session cookie. */
export async function registerThroughApi(page: Page, member: Member = newMember()): Promise<Member> {
  const response = await page.request.post("/api/auth/register", { data: member });
  expect(response.status(), await response.text()).toBe(201);
  return member;
}

/** Logout as a person does it: the avatar menu from 768 px, the slide-out menu below. */
export async function logoutThroughMenu(page: Page) {
  const menuToggle = page.getByRole("button", { name: "Open menu" });
  if (await menuToggle.isVisible()) {
    await menuToggle.click();
    await page.getByRole("dialog").getByRole("button", { name: "Logout" }).click();
  } else {
    await page.getByRole("button", { name: /^Account menu for/ }).click();
    await page.getByRole("menuitem", { name: "Logout" }).click();
  }
}

/**
 * A full-page screenshot named by viewport and step, kept with the run's results for review. The page
 * must fit its viewport's width: nothing may scroll sideways on a phone. Chromium captures a page taller than its
 * viewport by resizing it to 1x1 px for a moment, so width media queries and resize listeners fire mid-step: a
 * screen must keep its state across that (the admin panel does, see admin-page.tsx).
 */
export async function snapshot(page: Page, testInfo: TestInfo, name: string) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${name} scrolls sideways`).toBeLessThanOrEqual(0);
  await page.screenshot({ path: testInfo.outputPath(`${testInfo.project.name}-${name}.png`), fullPage: true });
}

/**
 * The page's live connection opens but hears nothing: signals that journeys running beside this one publish would
 * otherwise arrive as toasts over the ones a journey measures. For journeys about something other than live events.
 */
export async function hearNoLiveEvents(page: Page) {
  await page.routeWebSocket(/\/ws\//, () => {});
}

/**
 * Opens a prerendered public page and waits until the app has taken it over: its markup shows before the script
 * runs, and a button pressed before then does nothing. The footer's year is drawn only by the running app.
 */
export async function gotoInteractive(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByText(/© \d{4} /)).toBeVisible();
}

/** Where an element is drawn, in the viewport's pixels; fails when it is not laid out. */
export async function boxOf(locator: Locator): Promise<{ x: number; y: number; width: number; height: number }> {
  const box = await locator.boundingBox();
  if (!box) throw new Error(`${locator.toString()} is not laid out`);
  return box;
}

/**
 * No WCAG A/AA violations on the page as it stands. The check runs with reduced motion asked for, so every element is
 * judged in its settled state: a full check takes seconds on a busy machine, and a toast fading in or out meanwhile
 * (its 4 s end, or a live signal's toast arriving from a journey running beside this one) was measured half
 * transparent, as a contrast failure of its title. The app honours reduced motion, so those fades become instant.
 */
export async function expectAccessible(page: Page) {
  await page.emulateMedia({ reducedMotion: "reduce" });
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
    .analyze()
    .finally(() => page.emulateMedia({ reducedMotion: null }));
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}

/**
 * Every test fails on a Content-Security-Policy violation or an uncaught page error: the policy must
 * allow exactly what the app uses.
 */
export const test = base.extend<{ pageProblems: undefined }>({
  pageProblems: [
    async ({ page }, use) => {
      const problems: string[] = [];
      page.on("console", (message) => {
        if (message.type() === "error" && /Content[ -]Security[ -]Policy/i.test(message.text())) {
          problems.push(message.text());
        }
      });
      page.on("pageerror", (error) => problems.push(`page error: ${error.message}`));
      await use(undefined);
      expect(problems, "CSP violations and page errors").toEqual([]);
    },
    { auto: true },
  ],
});
export { expect };
