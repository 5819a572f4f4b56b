import { boxOf, expect, expectAccessible, snapshot, test } from "./support/fixtures";
import { choose, isPhone, seedPositions, signInAsAdmin } from "./support/admin";
import { signInAdmin, uniqueTag } from "./support/positions";

test.beforeEach(({ page }) => {
  // Long journeys with many round trips; the machine's two cores are shared with other runs.
  test.slow();
  test.skip(!isPhone(page), "the mobile admin panel is for widths under 768 px");
});

test("an admin on a phone drafts, publishes, edits and closes a position, and deletes only a draft", async ({
  page,
  playwright,
  baseURL,
}, testInfo) => {
  await signInAsAdmin(page);
  await page.goto("/admin");
  await expect(page.getByRole("heading", { level: 1, name: "Welcome, Admin!" })).toBeVisible();
  await expect(page.getByText("ADMIN", { exact: true })).toBeVisible();
  // Under 768 px the mobile panel alone: no admin header, no site header.
  await expect(page.getByRole("button", { name: /^Account menu for/ })).toHaveCount(0);

  await page.getByRole("button", { name: "Create New Position" }).click();
  await expect(page.getByRole("heading", { name: "Create Position" })).toBeVisible();
  for (const section of ["Basic Information", "Price Levels", "Targets", "Analysis & Commentary"]) {
    await expect(page.getByRole("heading", { name: section })).toBeVisible();
  }
  const publish = page.getByRole("button", { name: "Publish", exact: true });
  const draft = page.getByRole("button", { name: "Save as draft" });
  await expect(publish).toBeDisabled();
  await expect(page.getByLabel("Risk Level")).toHaveText("Moderate");
  await expect(page.getByLabel("Entry Price")).toHaveAttribute("inputmode", "decimal");
  await expect(page.getByLabel("Exit Price")).toHaveCount(0);

  const asset = `M${uniqueTag()}/USD`;
  await page.getByLabel("Asset", { exact: true }).fill(asset);
  await expect(publish).toBeDisabled();
  await page.getByLabel("Entry Price").fill("1,1");
  await expect(publish).toBeEnabled();
  await page.getByLabel("Commentary").fill("  Breakout above the range  ");
  await expectAccessible(page);
  await snapshot(page, testInfo, "admin-mobile-editor");
  await draft.click();
  await expect(page.getByText(`${asset} saved as a draft`)).toBeVisible();

  await expect(page.getByRole("heading", { level: 1, name: "Welcome, Admin!" })).toBeVisible();
  await page.getByRole("tab", { name: "Positions" }).click();
  // Journeys running beside this one publish and close trades too: the list is narrowed to this one, whatever
  // "latest activity" brings to its first page meanwhile.
  await page.getByLabel("Search by asset").fill(asset);
  const card = page.getByRole("list", { name: "Trades" }).getByRole("listitem").filter({ hasText: asset });
  await expect(card).toContainText("DRAFT");
  await expect(card).toContainText("members do not see it until you publish it");
  await expect(card).toContainText("Breakout above the range");
  await expect(card).toContainText("MODERATE RISK");
  await expect(card).toContainText("Entry1.10000");

  await card.getByRole("button", { name: `Edit ${asset}` }).click();
  await expect(page.getByRole("heading", { name: "Edit Position" })).toBeVisible();
  await page.getByLabel("TP1 price").fill("1,15");
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(page.getByText(`${asset} published`)).toBeVisible();
  // Back from the editor to the same search: the card is found whatever other journeys publish meanwhile.
  await expect(page.getByLabel("Search by asset")).toHaveValue(asset);
  await expect(card).toContainText("ACTIVE");
  await expect(card.getByRole("list", { name: "Targets" })).toContainText("TP11.15000100%open");

  // Published: the asset is fixed, the plan may still be corrected for a few minutes, the stop moves.
  await card.getByRole("button", { name: `Edit ${asset}` }).click();
  await expect(page.getByLabel("Asset", { exact: true })).toHaveAttribute("readonly", "");
  await expect(page.getByText(/Corrections allowed for \d:\d\d/)).toBeVisible();
  await expect(page.getByLabel("Entry Price")).not.toHaveAttribute("readonly", "");
  await page.getByLabel("Stop Loss").fill("1,09");
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByText(`${asset} updated`)).toBeVisible();
  await expect(page.getByLabel("Search by asset")).toHaveValue(asset);
  await expect(card).toContainText("Stop1.09000");

  await card.getByRole("button", { name: "Close", exact: true }).click();
  const closing = page.getByRole("dialog", { name: `Close · ${asset}` });
  await closing.getByLabel("Closed at").fill("1,1110");
  await snapshot(page, testInfo, "admin-mobile-closing");
  await closing.getByRole("button", { name: "Close trade" }).click();
  await expect(closing).toHaveCount(0);
  // docs/product.md#results: the server works the result out from entry, exit and direction.
  await expect(card).toContainText("CLOSED");
  await expect(card).toContainText("+1.00%");
  await snapshot(page, testInfo, "admin-mobile-closed");

  // A published trade stays in the track record: it can be voided, never deleted (docs/product.md#track-record).
  await expect(card.getByRole("button", { name: `Delete ${asset}` })).toHaveCount(0);

  // A draft members never saw can go.
  const admin = await signInAdmin(playwright, baseURL);
  const draftAsset = `D${uniqueTag()}/USD`;
  await admin.createPosition({
    asset: draftAsset,
    assetClass: "forex",
    direction: "long",
    entryPrice: 1.2,
    status: "planning",
  });
  await admin.dispose();
  await page.reload();
  await page.getByRole("tab", { name: "Positions" }).click();
  await page.getByLabel("Search by asset").fill(draftAsset);
  const draftCard = page.getByRole("list", { name: "Trades" }).getByRole("listitem").filter({ hasText: draftAsset });
  page.once("dialog", async (dialog) => {
    expect(dialog.message()).toBe("Are you sure you want to delete this position?");
    await dialog.accept();
  });
  await draftCard.getByRole("button", { name: `Delete ${draftAsset}` }).click();
  await expect(page.getByText(draftAsset)).toHaveCount(0);
  const list = await page.request.get("/api/positions");
  expect((await list.json()).map((position: { asset: string }) => position.asset)).not.toContain(draftAsset);
});

test("the mobile Positions tab finds any trade by asset, status and class, a page at a time", async ({
  page,
  playwright,
  baseURL,
}) => {
  const tag = uniqueTag();
  const admin = await signInAdmin(playwright, baseURL);
  const closedTrades = 12;
  for (let index = 0; index < closedTrades; index += 1) {
    const asset = `OLD${index}${tag}`;
    const created = await admin.createPosition({
      asset,
      assetClass: "stocks",
      direction: "long",
      entryPrice: 100,
      status: "active",
    });
    await admin.updatePosition(created.id, {
      asset,
      assetClass: "stocks",
      direction: "long",
      entryPrice: 100,
      status: "closed",
      exitPrice: 101,
    });
  }
  await admin.dispose();
  await signInAsAdmin(page);
  await page.goto("/admin?tab=positions");
  await page.getByLabel("Search by asset").fill(tag.toLowerCase());
  await choose(page, "Status", "Closed");
  await choose(page, "Asset class", "Stocks");
  const trades = page.getByRole("list", { name: "Trades" }).getByRole("heading");
  await expect(trades).toHaveCount(10);
  await expect(page.getByText(`Page 1 of 2 · ${closedTrades} trades`)).toBeVisible();
  await page.getByRole("button", { name: "Next" }).click();
  await expect(trades).toHaveCount(2);
  await choose(page, "Asset class", "Forex");
  await expect(page.getByText("No trades match.")).toBeVisible();
});

test("every tab of the mobile panel fits the phone and passes axe", async ({ page, playwright, baseURL }, testInfo) => {
  const admin = await signInAdmin(playwright, baseURL);
  await seedPositions(admin, uniqueTag());
  await admin.dispose();
  await signInAsAdmin(page);
  await page.goto("/admin");
  for (const tab of ["Overview", "Positions", "Users", "Support", "Insights", "Settings"]) {
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
  await expect(banner).toContainText("Test payments: not charged");
  // Screen readers hear the whole explanation; on screen it is one line, on every tab, not a fifth of the phone.
  await expect(banner).toContainText("Payments here are not real");
  expect((await boxOf(banner)).height).toBeLessThanOrEqual(48);
  // The six sections sit in two rows of three, each tab a full-size tap with its whole name.
  const tabs = page.getByRole("tab");
  for (const index of [0, 1, 2, 3, 4, 5]) {
    const box = await boxOf(tabs.nth(index));
    expect(box.height).toBeGreaterThanOrEqual(44);
    expect(box.width).toBeGreaterThanOrEqual(100);
  }
  await page.screenshot({ path: "test-results/admin-test-payments-375.png" });
});
