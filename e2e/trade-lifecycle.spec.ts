import { devices, type Browser, type Locator, type Page } from "@playwright/test";
import { signInAsAdmin } from "./support/admin";
import { setSubscription } from "./support/database";
import { expect, expectAccessible, registerThroughApi, snapshot, test } from "./support/fixtures";
import { uniqueTag } from "./support/positions";

// One journey over two browsers of its own (a phone and a desktop), so it runs once, under the mobile project.
test.skip(({ isMobile }) => !isMobile, "the journey opens its own phone and desktop windows");

const PHONE = { ...devices["Pixel 7"], viewport: { width: 375, height: 812 } };
const DESKTOP = { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 } };

async function memberDashboard(browser: Browser) {
  const context = await browser.newContext(DESKTOP);
  const page = await context.newPage();
  const member = await registerThroughApi(page);
  setSubscription(member.email, "premium", new Date("2030-01-15T12:00:00Z"));
  await page.goto("/dashboard");
  await expect(page.getByRole("heading", { name: `Welcome back, ${member.firstName}` })).toBeVisible();
  await expect(page.locator("main").getByText("Live", { exact: true })).toBeVisible();
  return { context, page };
}

async function adminPhone(browser: Browser) {
  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  await signInAsAdmin(page);
  await page.goto("/admin");
  // The panel's code loads on demand: on a busy machine that takes more than the usual wait.
  await expect(page.getByRole("heading", { level: 1, name: "Welcome, Admin!" })).toBeVisible({ timeout: 30_000 });
  return { context, page };
}

const toast = (page: Page, text: string) => page.locator("[data-sonner-toast]").filter({ hasText: text });

/** Opens one of the card's trade actions and gives its dialog. */
async function openAction(page: Page, card: Locator, action: string, title: string) {
  await card.getByRole("button", { name: action, exact: true }).click();
  const dialog = page.getByRole("dialog", { name: new RegExp(`^${title} · `) });
  await expect(dialog).toBeVisible();
  return dialog;
}

test("an admin runs a three-target trade from a phone and a member's dashboard follows each step live", async ({
  browser,
}, testInfo) => {
  // Two windows and many live round trips, on two cores shared with other runs.
  test.setTimeout(480_000);
  const tag = uniqueTag();
  const asset = `EUR/USD ${tag}`;
  const member = await memberDashboard(browser);
  const admin = await adminPhone(browser);
  const phone = admin.page;
  const desk = member.page;

  // Publish in two taps: Create New Position, fill in, Publish. Prices typed with a decimal comma.
  await phone.getByRole("button", { name: "Create New Position" }).click();
  await expect(phone.getByRole("heading", { name: "Create Position" })).toBeVisible();
  await phone.getByLabel("Asset", { exact: true }).fill(asset);
  await phone.getByLabel("Entry Price").fill("1,0850");
  await phone.getByLabel("Stop Loss").fill("1,0800");
  await phone.getByLabel("TP1 price").fill("1,0900");
  await expect(phone.getByText("Shares add up to 100%")).toBeVisible();
  await phone.getByRole("button", { name: "Add TP2" }).click();
  await phone.getByRole("button", { name: "Add TP3" }).click();
  await expect(phone.getByLabel("TP1 share (%)")).toHaveValue("50");
  await expect(phone.getByLabel("TP2 share (%)")).toHaveValue("30");
  await expect(phone.getByLabel("TP3 share (%)")).toHaveValue("20");
  await phone.getByLabel("TP2 price").fill("1,0950");
  await phone.getByLabel("TP3 price").fill("1,1000");
  await phone.getByLabel("Commentary").fill("Breakout above the weekly range");
  await expectAccessible(phone);
  await snapshot(phone, testInfo, "journey-375-phone-editor");
  await phone.getByRole("button", { name: "Publish", exact: true }).click();
  const published = `New signal: ${asset} LONG at 1.08500`;
  await expect(toast(desk, published)).toBeVisible();
  await expect(toast(phone, `${asset} published`)).toBeVisible();
  const card = desk.getByRole("article", { name: asset });
  await expect(card).toBeVisible();
  const targets = card.getByRole("list", { name: "Targets" }).getByRole("listitem");
  await expect(targets).toHaveText([
    /TP1\s*1\.09000\s*50%\s*open/,
    /TP2\s*1\.09500\s*30%\s*open/,
    /TP3\s*1\.10000\s*20%\s*open/,
  ]);
  await expect(card).toContainText("Stop1.08000");

  // TP1 hit, at its own price: half of the position closed.
  await phone.getByRole("tab", { name: "Positions" }).click();
  const managed = phone.getByRole("list", { name: "Trades" }).getByRole("listitem").filter({ hasText: asset });
  const hit = await openAction(phone, managed, "TP hit", "Target hit");
  await expect(hit.getByLabel("Target")).toHaveText("TP1 · 1.09000 · 50%");
  await expect(hit.getByLabel("Hit at")).toHaveAttribute("placeholder", "1.09000");
  await snapshot(phone, testInfo, "journey-375-phone-tp-hit");
  await hit.getByRole("button", { name: "Record TP hit" }).click();
  const tp1 = `${asset} TP1 hit at 1.09000 (+0.46%, 50% closed)`;
  await expect(toast(desk, tp1)).toBeVisible();
  await expect(hit).toHaveCount(0);
  await expect(targets.first()).toHaveText(/TP1\s*1\.09000\s*50%\s*hit 1\.09000/);
  await expect(card).toContainText("50% closed");
  await expect(card).toContainText("+0.23%");
  await expect(card).toContainText("+0.5R");
  await expect(card).toContainText("+25.0 pips");
  await snapshot(desk, testInfo, "journey-1280-member-tp1");

  // Stop to break-even in one tap.
  const stop = await openAction(phone, managed, "Move stop", "Move stop");
  await stop.getByRole("button", { name: "To break-even (1.08500)" }).click();
  const breakEven = `${asset} stop moved to break-even`;
  await expect(toast(desk, breakEven)).toBeVisible();
  await expect(stop).toHaveCount(0);
  await expect(card).toContainText("1.08000 → 1.08500 (break-even)");

  // The rest closed at TP2's price.
  const close = await openAction(phone, managed, "Close", "Close");
  await close.getByLabel("Closed at").fill("1,0950");
  await snapshot(phone, testInfo, "journey-375-phone-close");
  await close.getByRole("button", { name: "Close trade" }).click();
  const closed = `${asset} closed at 1.09500 (+0.69%, +1.5R)`;
  await expect(toast(desk, closed)).toBeVisible();
  await expect(close).toHaveCount(0);
  await expect(managed).toContainText("CLOSED");
  // A closed trade leaves Ongoing for History, with its whole result.
  await expect(card).toHaveCount(0);
  await desk.getByRole("tab", { name: "History" }).click();
  await expect(card).toContainText("+0.69%");
  await expect(card).toContainText("+1.5R");
  await expect(card).toContainText("+75.0 pips");
  await expect(card.getByRole("button", { name: "Follow" })).toHaveCount(0);
  await snapshot(desk, testInfo, "journey-1280-member-closed");
  await snapshot(phone, testInfo, "journey-375-phone-closed");

  // The feed holds exactly those four steps, and each opens the position.
  await desk.getByRole("button", { name: /^Notifications/ }).click();
  const feed = desk.getByRole("dialog", { name: "Notifications" });
  const items = feed.getByRole("listitem").filter({ hasText: asset });
  await expect(items).toHaveCount(4);
  for (const [index, words] of [closed, breakEven, tp1, published].entries()) {
    await expect(items.nth(index)).toContainText(words);
  }
  await expect(items.filter({ hasText: /updated|now at/ })).toHaveCount(0);
  await expectAccessible(desk);
  await snapshot(desk, testInfo, "journey-1280-member-feed");

  await items
    .first()
    .getByRole("link", { name: `View ${asset}` })
    .click();
  const details = desk.getByRole("dialog", { name: `${asset} LONG` });
  await expect(details).toBeVisible();
  const timeline = details.getByRole("list", { name: "Position history" }).getByRole("listitem");
  await expect(timeline).toHaveCount(4);
  await expect(timeline.nth(0)).toContainText(published);
  await expect(timeline.nth(1)).toContainText(tp1);
  await expect(timeline.nth(2)).toContainText(breakEven);
  await expect(timeline.nth(3)).toContainText(closed);
  // Who reported each step is for admins only.
  await expect(details.getByText(/^by /)).toHaveCount(0);
  await snapshot(desk, testInfo, "journey-1280-member-details");

  await admin.context.close();
  await member.context.close();
});

test("leaving the editor with unsaved changes asks first", async ({ browser }, testInfo) => {
  test.slow();
  const admin = await adminPhone(browser);
  const phone = admin.page;
  await phone.getByRole("button", { name: "Create New Position" }).click();
  await phone.getByLabel("Asset", { exact: true }).fill(`KEEP ${uniqueTag()}`);

  // The phone's back button.
  await phone.goBack();
  const ask = phone.getByRole("alertdialog", { name: "Discard unsaved changes?" });
  await expect(ask).toBeVisible();
  await snapshot(phone, testInfo, "unsaved-changes-375");
  await ask.getByRole("button", { name: "Keep editing" }).click();
  await expect(phone.getByRole("heading", { name: "Create Position" })).toBeVisible();
  await expect(phone.getByLabel("Asset", { exact: true })).not.toHaveValue("");

  // Cancel asks too; discarding leaves.
  await phone.getByRole("button", { name: "Cancel" }).click();
  await ask.getByRole("button", { name: "Discard changes" }).click();
  await expect(phone.getByRole("heading", { name: "Welcome, Admin!" })).toBeVisible();

  // Untouched, the editor closes without a question.
  await phone.getByRole("button", { name: "Create New Position" }).click();
  await phone.goBack();
  await expect(phone.getByRole("heading", { name: "Welcome, Admin!" })).toBeVisible();
  await admin.context.close();

  const context = await browser.newContext(DESKTOP);
  const page = await context.newPage();
  await signInAsAdmin(page);
  await page.goto("/admin?tab=add");
  await page.getByLabel("Asset", { exact: true }).fill("GBP/USD");
  // Another tab of the panel.
  await page.getByRole("tab", { name: "Manage" }).click();
  const askDesk = page.getByRole("alertdialog", { name: "Discard unsaved changes?" });
  await expect(askDesk).toBeVisible();
  await askDesk.getByRole("button", { name: "Keep editing" }).click();
  await expect(page.getByRole("tab", { name: "Add Trade" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByLabel("Asset", { exact: true })).toHaveValue("GBP/USD");

  // Closing the page: the browser's own question.
  const beforeUnload = new Promise<string>((resolve) =>
    page.once("dialog", async (dialog) => {
      resolve(dialog.type());
      await dialog.dismiss();
    }),
  );
  await page.close({ runBeforeUnload: true });
  expect(await beforeUnload).toBe("beforeunload");
  await context.close();
});
