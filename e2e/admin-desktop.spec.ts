import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { expect, expectAccessible, newMember, snapshot, test } from "./support/fixtures";
import { setSubscription } from "./support/database";
import { choose, isPhone, seedPositions, signInAsAdmin } from "./support/admin";
import { signInAdmin, uniqueTag } from "./support/positions";

test.beforeEach(({ page }) => {
  // Long journeys with many round trips; the machine's two cores are shared with other runs.
  test.slow();
  test.skip(isPhone(page), "the Trading Admin Panel starts at 768 px");
});

const openTab = (page: Page, name: string) => page.getByRole("tab", { name, exact: true }).click();

test("an admin publishes a trade, edits it, closes it and deletes it from the Manage tab", async ({
  page,
}, testInfo) => {
  await signInAsAdmin(page);
  await page.goto("/admin");
  await expect(page.getByRole("heading", { level: 1, name: "Trading Admin Panel" })).toBeVisible();
  await expect(page.getByRole("banner").getByText("Admin", { exact: true })).toBeVisible();

  await openTab(page, "Add Trade");
  const form = page.getByRole("form", { name: "New trade" });
  const publish = form.getByRole("button", { name: "Publish", exact: true });
  await publish.click();
  await expect(form.getByText("Asset is required")).toBeVisible();
  await expect(form.getByText("Valid entry price is required")).toBeVisible();
  const asset = `D${uniqueTag()}/USDT`;
  await form.getByLabel("Asset", { exact: true }).fill(asset);
  // Editing a field clears its own error only.
  await expect(form.getByText("Asset is required")).toHaveCount(0);
  await expect(form.getByText("Valid entry price is required")).toBeVisible();
  await expect(form.getByLabel("Risk Level")).toHaveText("None");
  // The form keeps the limits the server keeps, and says so under the field before anything is sent.
  await form.getByLabel("Asset", { exact: true }).fill("A".repeat(31));
  await form.getByLabel("Stop Loss").fill("-5");
  await publish.click();
  await expect(form.getByLabel("Asset", { exact: true })).toHaveAccessibleDescription("Asset is too long");
  await expect(form.getByLabel("Stop Loss")).toHaveAccessibleDescription("Prices must be positive numbers");
  await form.getByLabel("Stop Loss").fill("");
  await expect(form.getByText("Prices must be positive numbers")).toHaveCount(0);
  await form.getByLabel("Asset", { exact: true }).fill(asset);
  await choose(page, "Asset Class", "Crypto");
  await form.getByLabel("Entry Price").fill("50000");
  await form.getByLabel("TP1 price").fill("500000");
  await form.getByLabel("Commentary").fill("Momentum long");
  await snapshot(page, testInfo, "admin-desktop-add-trade");
  // A price far from the entry is asked about before anything is sent.
  await publish.click();
  const far = page.getByRole("alertdialog", { name: "Check these prices" });
  await expect(far).toContainText("TP1 500,000.00");
  await far.getByRole("button", { name: "Go back and fix" }).click();
  await form.getByLabel("TP1 price").fill("55000");
  await publish.click();
  await expect(page.getByText(`${asset} published`)).toBeVisible();
  await expect(form.getByLabel("Asset", { exact: true })).toHaveValue("");

  await openTab(page, "Manage");
  const cards = page.getByRole("list", { name: "Trades" }).getByRole("listitem");
  const card = cards.filter({ hasText: asset });
  await expect(card).toContainText("Momentum long");
  await expect(card).toContainText("ACTIVE");
  await choose(page, "Asset class", "Forex");
  await expect(card).toHaveCount(0);
  await choose(page, "Asset class", "Crypto");
  await expect(card).toBeVisible();
  await page.getByLabel("Search by asset").fill(asset.slice(0, 5).toLowerCase());
  await expect(page.getByRole("list", { name: "Trades" }).getByRole("heading")).toHaveText([asset]);

  await card.getByRole("button", { name: `Edit ${asset}` }).click();
  const dialog = page.getByRole("dialog", { name: `Edit ${asset}` });
  await dialog.getByLabel("Commentary").fill("Momentum long; trail under each higher low");
  await snapshot(page, testInfo, "admin-desktop-edit-trade");
  await dialog.getByRole("button", { name: "Save Changes" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(card).toContainText("trail under each higher low");

  await card.getByRole("button", { name: "Close", exact: true }).click();
  const closing = page.getByRole("dialog", { name: `Close · ${asset}` });
  await closing.getByLabel("Closed at").fill("51000");
  await closing.getByRole("button", { name: "Close trade" }).click();
  await expect(closing).toHaveCount(0);
  await expect(card).toContainText("CLOSED");
  await expect(card).toContainText("+2.00%");
  await expect(card).toContainText("51,000.00");

  // A published trade stays in the track record: it can be voided, not deleted (docs/product.md#track-record).
  await expect(card.getByRole("button", { name: `Delete ${asset}` })).toHaveCount(0);
});

test("a trade action the server refuses says why in its dialog; voiding marks the position for members", async ({
  page,
  playwright,
  baseURL,
}, testInfo) => {
  const admin = await signInAdmin(playwright, baseURL);
  const asset = `VOID${uniqueTag()}`;
  await admin.createPosition({
    asset,
    assetClass: "forex",
    direction: "long",
    entryPrice: 1.2,
    stopLoss: 1.19,
    targetPrice: 1.21,
    status: "active",
  });
  await admin.dispose();
  await signInAsAdmin(page);
  await page.goto("/admin?tab=manage");
  const card = page.getByRole("list", { name: "Trades" }).getByRole("listitem").filter({ hasText: asset });

  // A stop above the next target would pass the price: the server's reason shows in the dialog, nothing is recorded.
  await card.getByRole("button", { name: "Move stop", exact: true }).click();
  const stop = page.getByRole("dialog", { name: `Move stop · ${asset}` });
  // A typed stop is not assumed to trail: the reason starts as a move by hand.
  await expect(stop.getByRole("combobox", { name: "Why" })).toHaveText("Moved by hand");
  await stop.getByLabel("New stop").fill("1,2150");
  await stop.getByRole("button", { name: "Move stop", exact: true }).click();
  await expect(stop.getByRole("alert")).toContainText("The stop must stay on the losing side");
  await snapshot(page, testInfo, "admin-desktop-action-refused");
  await page.keyboard.press("Escape");
  await expect(card).toContainText("Stop1.19000");

  await card.getByRole("button", { name: "Void", exact: true }).click();
  const voiding = page.getByRole("dialog", { name: `Void · ${asset}` });
  await voiding.getByRole("button", { name: "Void position" }).click();
  await expect(voiding.getByLabel("Reason (shown to members)")).toHaveAccessibleDescription(
    "A reason for members is required",
  );
  await voiding.getByLabel("Reason (shown to members)").fill("Published with the wrong entry");
  await voiding.getByRole("button", { name: "Void position" }).click();
  await expect(voiding).toHaveCount(0);
  await expect(card).toContainText("VOIDED");
  await expect(card).toContainText("Voided: Published with the wrong entry");
  await expect(card.getByRole("button", { name: "Void", exact: true })).toHaveCount(0);
});

test("an open edit and delete confirmation survive narrowing the window below 768 px and back", async ({
  page,
  playwright,
  baseURL,
}) => {
  const admin = await signInAdmin(playwright, baseURL);
  const asset = `KEEP${uniqueTag()}`;
  // A draft: only a draft can be deleted (docs/product.md#track-record).
  await admin.createPosition({ asset, assetClass: "forex", direction: "long", entryPrice: 1.2, status: "planning" });
  await admin.dispose();
  await signInAsAdmin(page);
  await page.goto("/admin?tab=manage");
  const card = page.getByRole("list", { name: "Trades" }).getByRole("listitem").filter({ hasText: asset });
  const desktop = page.viewportSize() ?? { width: 1280, height: 800 };
  // The mobile panel takes over below 768 px; the desktop panel comes back as it was left.
  const toPhoneWidthAndBack = async () => {
    await page.setViewportSize({ width: 375, height: 812 });
    await expect(page.getByRole("tab", { name: "Overview", exact: true })).toBeVisible();
    await page.setViewportSize(desktop);
  };

  await card.getByRole("button", { name: `Edit ${asset}` }).click();
  const dialog = page.getByRole("dialog", { name: `Edit ${asset}` });
  await dialog.getByLabel("Commentary").fill("Not saved yet");
  // The editor is open in the address, so the phone's shape opens it too; the desktop's comes back as it was.
  await page.setViewportSize({ width: 375, height: 812 });
  await expect(page.getByRole("heading", { name: "Edit Position" })).toBeVisible();
  await page.setViewportSize(desktop);
  await expect(dialog.getByLabel("Commentary")).toHaveValue("Not saved yet");
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await page
    .getByRole("alertdialog", { name: "Discard unsaved changes?" })
    .getByRole("button", { name: "Discard changes" })
    .click();
  await expect(dialog).toHaveCount(0);

  await card.getByRole("button", { name: `Delete ${asset}` }).click();
  const confirm = page.getByRole("alertdialog", { name: "Delete Trade" });
  await expect(confirm).toContainText(asset);
  await toPhoneWidthAndBack();
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(card).toHaveCount(0);
});

test("the export buttons download real CSV files", async ({ page, playwright, baseURL }) => {
  const admin = await signInAdmin(playwright, baseURL);
  const asset = `CSV${uniqueTag()}`;
  await admin.createPosition({
    asset,
    assetClass: "indices",
    direction: "short",
    entryPrice: 5000,
    status: "planning",
  });
  await admin.dispose();
  await signInAsAdmin(page);
  await page.goto("/admin?tab=settings");

  const download = async (name: string) => {
    const [file] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name }).click()]);
    expect(file.suggestedFilename()).toMatch(/\.csv$/);
    return (await readFile(await file.path(), "utf8")).trimEnd().split(/\r?\n/);
  };
  const trades = await download("Export Trade History");
  expect(trades.length).toBeGreaterThan(1);
  expect(trades.find((row) => row.includes(asset))).toContain("indices");
  const users = await download("Export User Data");
  expect(users.some((row) => row.includes("admin@e2e.test"))).toBe(true);
  const analytics = await download("Export Analytics");
  expect(analytics.length).toBeGreaterThan(1);
  // Every CSV starts with a UTF-8 byte order mark, so spreadsheets read accents right.
  for (const file of [trades, users, analytics]) expect(file[0]?.startsWith("\uFEFF")).toBe(true);

  // The payments for the accountant, over a range of days the server accepts.
  await page.getByLabel("From", { exact: true }).fill("2026-11-30");
  await page.getByLabel("To", { exact: true }).fill("2026-11-01");
  await expect(page.getByRole("alert").filter({ hasText: "From must be on or before To" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Export Payments" })).toHaveCount(0);
  await page.getByLabel("To", { exact: true }).fill("2026-12-31");
  const payments = await download("Export Payments");
  expect(payments[0]).toBe("\uFEFFdate,member,plan,amount,currency,kind,provider,providerId,test");
});

test("the push test tool shows the server's answer and keeps the message when sending fails", async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto("/admin?tab=settings");
  // The Settings tab holds other fields about messages (the TradingView alert's): this one is named exactly.
  const message = page.getByLabel("Message", { exact: true });
  await expect(message).toHaveAttribute("placeholder", "Test background push notification!");
  await message.fill("Hello from e2e");
  // No device of the admin is subscribed to push here, so the server refuses and says why.
  await page.getByRole("button", { name: "Send Test Notification" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "No devices subscribed" })).toHaveText(
    "No devices subscribed",
  );
  await expect(message).toHaveValue("Hello from e2e");

  // Every member's phone is another matter: the tool asks first, and Cancel sends nothing.
  let sentToMembers = 0;
  page.on("request", (request) => {
    if (request.method() === "POST" && (request.postData() ?? "").includes('"members"')) sentToMembers += 1;
  });
  await page.getByLabel("Send to all members with access").check();
  await page.getByRole("button", { name: "Send Test Notification" }).click();
  const confirm = page.getByRole("alertdialog", { name: "Send to all members?" });
  await expect(confirm).toContainText('"Hello from e2e"');
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await expect(confirm).toHaveCount(0);
  await expect(message).toHaveValue("Hello from e2e");
  expect(sentToMembers).toBe(0);
  await page.getByRole("button", { name: "Send Test Notification" }).click();
  await confirm.getByRole("button", { name: "Send to all members" }).click();
  await expect(confirm).toHaveCount(0);
  await expect.poll(() => sentToMembers).toBe(1);
});

test("a settings switch is stored: it survives a reload and decides a status-less position's status", async ({
  page,
}) => {
  await signInAsAdmin(page);
  await page.goto("/admin?tab=settings");
  const autoPublish = page.getByRole("switch", { name: "Auto-publish new trades" });
  // On by default (docs/product.md#drafts). The panel's code loads on demand: on a busy machine that takes a while.
  await expect(autoPublish).toHaveAttribute("aria-checked", "true", { timeout: 30_000 });
  const statusOfNew = async () => {
    const created = await page.request.post("/api/positions", {
      data: { asset: `AUTO${uniqueTag()}`, assetClass: "forex", direction: "long", entryPrice: 1.1 },
    });
    expect(created.status()).toBe(201);
    return ((await created.json()) as { status: string }).status;
  };
  try {
    await autoPublish.click();
    await expect(page.getByText("Auto-publish new trades: off")).toBeVisible();
    await page.reload();
    await expect(autoPublish).toHaveAttribute("aria-checked", "false");
    expect(await statusOfNew()).toBe("planning");
  } finally {
    const restore = await page.request.patch("/api/admin/settings", { data: { autoPublish: true } });
    expect(restore.status()).toBe(200);
  }
});

test("views members record show up as real numbers in Analytics and Manage", async ({ page, playwright, baseURL }) => {
  const admin = await signInAdmin(playwright, baseURL);
  const asset = `VIEW${uniqueTag()}`;
  const position = await admin.createPosition({
    asset,
    assetClass: "stocks",
    direction: "long",
    entryPrice: 190,
    status: "active",
  });
  await admin.dispose();

  // Enough views that no position of a parallel test outranks it in the top 5.
  const VIEWS = 40;
  const member = newMember();
  const memberApi = await playwright.request.newContext({ baseURL });
  try {
    expect((await memberApi.post("/api/auth/register", { data: member })).status()).toBe(201);
    setSubscription(member.email, "premium", new Date(Date.now() + 86_400_000));
    for (let view = 0; view < VIEWS; view += 1) {
      const recorded = await memberApi.post(`/api/positions/${position.id}/views`, { data: { kind: "details" } });
      expect(recorded.ok(), await recorded.text()).toBe(true);
    }
  } finally {
    await memberApi.dispose();
  }

  await signInAsAdmin(page);
  await page.goto("/admin?tab=analytics");
  const top = page.getByRole("listitem").filter({ hasText: asset });
  await expect(top).toContainText(`${VIEWS} views`);
  // The Views per day row (its dt's parent): measured now, so no longer "—".
  await expect(page.getByText("Views per day").locator("..")).not.toContainText("—");
  await openTab(page, "Manage");
  const card = page.getByRole("list", { name: "Trades" }).getByRole("listitem").filter({ hasText: asset });
  await expect(card).toContainText(`${VIEWS} views in 30 days`);
});

test("every tab of the Trading Admin Panel passes axe", async ({ page, playwright, baseURL }, testInfo) => {
  const admin = await signInAdmin(playwright, baseURL);
  await seedPositions(admin, uniqueTag());
  await admin.dispose();
  await signInAsAdmin(page);
  await page.goto("/admin");
  for (const tab of ["Dashboard", "Add Trade", "Manage", "Users", "Insights", "Analytics", "Settings"]) {
    await openTab(page, tab);
    await expect(page.getByRole("tab", { name: tab, exact: true })).toHaveAttribute("aria-selected", "true");
    await page.waitForLoadState("networkidle");
    await expectAccessible(page);
    await snapshot(page, testInfo, `admin-desktop-${tab.toLowerCase().replace(" ", "-")}`);
  }
  await page.getByRole("button", { name: /^Account menu for/ }).click();
  const menu = page.getByRole("menu");
  await expect(menu).toContainText("admin@e2e.test");
  await expect(menu).toContainText("Administrator");
  await menu.getByRole("menuitem", { name: "Log out" }).click();
  await expect(page).toHaveURL(/\/$/);
});

test("the panel says payments are test payments while the local checkout runs", async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto("/admin?tab=analytics");
  const banner = page.getByRole("status", { name: "Test payments" });
  await expect(banner).toBeVisible();
  await expect(banner).toContainText("Payments here are not real");
  await expect(page.getByRole("heading", { name: "Test payments", exact: true })).toBeVisible();
  await page.screenshot({ path: "test-results/admin-test-payments-1280.png", fullPage: true });
});
