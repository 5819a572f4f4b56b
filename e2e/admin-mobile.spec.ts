import { expect, expectAccessible, snapshot, test } from "./support/fixtures";
import { choose, isPhone, seedPositions, signInAsAdmin } from "./support/admin";
import { signInAdmin, uniqueTag } from "./support/positions";

test.beforeEach(({ page }) => {
  // Long journeys with many round trips; the machine's two cores are shared with other runs.
  test.slow();
  test.skip(!isPhone(page), "the mobile admin panel is for widths under 768 px");
});

test("an admin on a phone creates, edits, closes and deletes a position in the mobile editor", async ({
  page,
}, testInfo) => {
  await signInAsAdmin(page);
  await page.goto("/admin");
  await expect(page.getByRole("heading", { level: 1, name: "Welcome, Admin!" })).toBeVisible();
  await expect(page.getByText("ADMIN", { exact: true })).toBeVisible();
  // Under 768 px the mobile panel alone: no admin header, no site header.
  await expect(page.getByRole("button", { name: /^Account menu for/ })).toHaveCount(0);

  await page.getByRole("button", { name: "Create New Position" }).click();
  await expect(page.getByRole("heading", { name: "Create Position" })).toBeVisible();
  for (const section of ["Basic Information", "Price Levels", "Status & Results", "Analysis & Commentary"]) {
    await expect(page.getByRole("heading", { name: section })).toBeVisible();
  }
  const submit = page.getByRole("button", { name: "Create Position" });
  await expect(submit).toBeDisabled();
  await expect(page.getByLabel("Risk Level")).toHaveText("Moderate");
  await expect(page.getByLabel("Entry Price")).toHaveAttribute("step", "0.00001");
  await expect(page.getByLabel("Exit Price")).toHaveCount(0);

  const asset = `M${uniqueTag()}/USD`;
  await page.getByLabel("Asset", { exact: true }).fill(asset);
  await expect(submit).toBeDisabled();
  await page.getByLabel("Entry Price").fill("1.1");
  await expect(submit).toBeEnabled();
  await choose(page, "Status", "Active");
  await page.getByLabel("Commentary").fill("  Breakout above the range  ");
  await expectAccessible(page);
  await snapshot(page, testInfo, "admin-mobile-editor");
  await submit.click();

  await expect(page.getByRole("heading", { level: 1, name: "Welcome, Admin!" })).toBeVisible();
  await page.getByRole("tab", { name: "Positions" }).click();
  const active = page.getByRole("region", { name: "Active Positions" });
  const card = active.getByRole("listitem").filter({ hasText: asset });
  await expect(card).toContainText("Breakout above the range");
  await expect(card).toContainText("MODERATE RISK");

  await card.getByRole("button", { name: `Edit ${asset}` }).click();
  await expect(page.getByRole("heading", { name: "Edit Position" })).toBeVisible();
  await page.getByLabel("Target Price").fill("1.15");
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(card).toContainText("Target");
  await expect(card).toContainText("1.15");

  await card.getByRole("button", { name: `Edit ${asset}` }).click();
  await choose(page, "Status", "Closed");
  await expect(page.getByLabel("P&L (%)")).toHaveCount(0);
  await page.getByLabel("Exit Price").fill("1.111");
  await snapshot(page, testInfo, "admin-mobile-editor-closing");
  await page.getByRole("button", { name: "Save Changes" }).click();

  const closed = page
    .getByRole("region", { name: "Closed Positions" })
    .getByRole("listitem")
    .filter({ hasText: asset });
  // docs/product.md#results: the server works the P&L out from entry, exit and direction.
  await expect(closed).toContainText("CLOSED");
  await expect(closed).toContainText("+1.00%");
  await expect(active.getByText(asset)).toHaveCount(0);
  await snapshot(page, testInfo, "admin-mobile-closed");

  page.once("dialog", async (dialog) => {
    expect(dialog.message()).toBe("Are you sure you want to delete this position?");
    await dialog.accept();
  });
  await closed.getByRole("button", { name: `Delete ${asset}` }).click();
  await expect(page.getByText(asset)).toHaveCount(0);
  const list = await page.request.get("/api/positions");
  expect((await list.json()).map((position: { asset: string }) => position.asset)).not.toContain(asset);
});

test("every tab of the mobile panel fits the phone and passes axe", async ({ page, playwright, baseURL }, testInfo) => {
  const admin = await signInAdmin(playwright, baseURL);
  await seedPositions(admin, uniqueTag());
  await admin.dispose();
  await signInAsAdmin(page);
  await page.goto("/admin");
  for (const tab of ["Overview", "Positions", "Users", "Settings"]) {
    await page.getByRole("tab", { name: tab }).click();
    await expect(page.getByRole("tab", { name: tab })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("tabpanel")).toBeVisible();
    await page.waitForLoadState("networkidle");
    await expectAccessible(page);
    await snapshot(page, testInfo, `admin-mobile-${tab.toLowerCase()}`);
  }
});

test("the mobile panel says payments are test payments while the local checkout runs", async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto("/admin");
  const banner = page.getByRole("status", { name: "Test payments" });
  await expect(banner).toBeVisible();
  await expect(banner).toContainText("Payments here are not real");
  await page.screenshot({ path: "test-results/admin-test-payments-375.png" });
});
