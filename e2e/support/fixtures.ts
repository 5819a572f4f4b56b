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
  // CI sets E2E_SCREENSHOTS=off: no one looks at its pictures, and a full-page capture of a long page takes seconds.
  if (process.env.E2E_SCREENSHOTS === "off") return;
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
export async function expectAccessible(page: Page, { wholePage = false }: { wholePage?: boolean } = {}) {
  await page.emulateMedia({ reducedMotion: "reduce" });
  const tags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];
  // A page checked whole (e2e/accessibility.spec.ts) also has its one h1, and names each control with the words it
  // shows (WCAG 2.5.3, a rule axe still calls experimental).
  const results = await new AxeBuilder({ page })
    .withTags(wholePage ? [...tags, "best-practice", "experimental"] : tags)
    .analyze()
    .finally(() => page.emulateMedia({ reducedMotion: null }));
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}

/** Smaller than a fingertip: what a phone's controls must not be (WCAG 2.5.5's 44 CSS px, Apple's and Material's). */
export const MIN_TAP_TARGET_PX = 44;

/**
 * The controls on the page a person can tap that are smaller than MIN_TAP_TARGET_PX either way, each as "role name
 * width×height". A control's hit area is its box, or its `::before` where that is stretched around it (the checkbox).
 * Controls hidden until focused (the skip link) and inputs that stand behind a drawn control are not taps, and a link
 * inside a sentence is not held to it (WCAG's inline exception: its size is the text's).
 */
export async function smallTapTargets(page: Page): Promise<string[]> {
  return page.evaluate((min) => {
    const controls = document.querySelectorAll<HTMLElement>(
      "a[href], button, input, select, textarea, summary, [role=button], [role=tab], [role=checkbox], [role=switch], [role=combobox], [role=menuitem], [role=link]",
    );
    const small: string[] = [];
    for (const control of controls) {
      const style = getComputedStyle(control);
      if (style.visibility === "hidden" || style.pointerEvents === "none") continue;
      if (control.closest("[aria-hidden=true], [inert]")) continue;
      const inSentence =
        style.display === "inline" &&
        (control.parentElement?.textContent ?? "").trim() !== (control.textContent ?? "").trim();
      if (inSentence) continue;
      const box = control.getBoundingClientRect();
      if (box.width <= 1 || box.height <= 1) continue;
      let { width, height } = box;
      // A box's label is tapped too (a radio inside its label).
      for (const label of (control as HTMLInputElement).labels ?? []) {
        const area = label.getBoundingClientRect();
        width = Math.max(width, area.width);
        height = Math.max(height, area.height);
      }
      const before = getComputedStyle(control, "::before");
      if (before.content !== "none" && before.position === "absolute") {
        const inset = (side: string) => -Number.parseFloat(side) || 0;
        width = Math.max(width, box.width + inset(before.left) + inset(before.right));
        height = Math.max(height, box.height + inset(before.top) + inset(before.bottom));
      }
      if (Math.round(width) >= min && Math.round(height) >= min) continue;
      const name = (control.getAttribute("aria-label") ?? control.textContent ?? "").trim().replace(/\s+/g, " ");
      small.push(
        `${control.getAttribute("role") ?? control.tagName.toLowerCase()} "${name.slice(0, 40)}" ${Math.round(width)}×${Math.round(height)}`,
      );
    }
    return small;
  }, MIN_TAP_TARGET_PX);
}

/**
 * Every test fails on a Content-Security-Policy violation or an uncaught page error on its page: the policy must
 * allow exactly what the app uses. (A test that only calls the API opens no page.)
 */
export const test = base.extend({
  page: async ({ page }, use) => {
    const problems: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error" && /Content[ -]Security[ -]Policy/i.test(message.text())) {
        problems.push(message.text());
      }
    });
    page.on("pageerror", (error) => problems.push(`page error: ${error.message}`));
    await use(page);
    expect(problems, "CSP violations and page errors").toEqual([]);
  },
});
export { expect };
