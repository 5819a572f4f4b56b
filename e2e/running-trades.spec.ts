import type { Locator, Page } from "@playwright/test";
import { choose, isPhone, signInAsAdmin } from "./support/admin";
import { expect, expectAccessible, snapshot, test } from "./support/fixtures";
import { signInAdmin, uniqueTag } from "./support/positions";

test.beforeEach(() => {
  // Round trips and full-page captures on two shared cores.
  test.slow();
});

/** The admin's card of `asset`, in the phone's Positions tab or the desktop's Manage tab. */
async function managedCard(page: Page, asset: string): Promise<Locator> {
  await signInAsAdmin(page);
  await page.goto(isPhone(page) ? "/admin" : "/admin?tab=manage");
  if (isPhone(page)) await page.getByRole("tab", { name: "Positions" }).click();
  await page.getByLabel("Search by asset").fill(asset);
  return page.getByRole("list", { name: "Trades" }).getByRole("listitem").filter({ hasText: asset });
}

const toast = (page: Page, text: string) => page.locator("[data-sonner-toast]").filter({ hasText: text });

test("an admin moves a running trade's stop to break-even with a new target, adds a note, and corrects a closed trade's exit", async ({
  page,
  playwright,
  baseURL,
}, testInfo) => {
  test.skip(
    testInfo.project.name !== "desktop",
    "the same dialogs at every width; a trade run from a phone is in trade-lifecycle",
  );
  const width = page.viewportSize()?.width;
  const tag = uniqueTag();
  const running = `R${tag}/USD`;
  const closed = `C${tag}/USD`;
  const admin = await signInAdmin(playwright, baseURL);
  const plan = { assetClass: "forex", direction: "long", entryPrice: 1.085, stopLoss: 1.08 } as const;
  await admin.createPosition({ ...plan, asset: running, targetPrice: 1.095, currentPrice: 1.09, status: "active" });
  await admin.createPosition({ ...plan, asset: closed, targetPrice: 1.095, status: "closed", exitPrice: 1.09 });
  await admin.dispose();

  const card = await managedCard(page, running);
  await card.getByRole("button", { name: `Edit ${running}` }).click();
  const editor = isPhone(page) ? page.locator("form") : page.getByRole("dialog", { name: `Edit ${running}` });
  await editor.getByLabel("Stop Loss").fill("1,0850");
  await editor.getByLabel("TP1 price").fill("1,0980");
  await editor.getByRole("button", { name: "Save Changes" }).click();
  await expect(toast(page, `${running} updated`)).toBeVisible();
  await expect(card).toContainText("Stop1.08000 → 1.08500 (break-even)");
  await expect(card.getByRole("list", { name: "Targets" })).toContainText("1.09800");

  await card.getByRole("button", { name: "Note", exact: true }).click();
  const note = page.getByRole("dialog", { name: `Note · ${running}` });
  await note.getByLabel("Commentary (shown to members)").fill("Stop at break-even: a free trade now");
  await expectAccessible(page);
  await snapshot(page, testInfo, `running-trade-note-${width}`);
  await note.getByRole("button", { name: "Add note" }).click();
  await expect(note).toHaveCount(0);
  await expect(card).toContainText("Stop at break-even: a free trade now");

  await page.getByLabel("Search by asset").fill(closed);
  const closedCard = page.getByRole("list", { name: "Trades" }).getByRole("listitem").filter({ hasText: closed });
  await expect(closedCard).toContainText("+0.46%");
  await closedCard.getByRole("button", { name: "Correct exit", exact: true }).click();
  const correct = page.getByRole("dialog", { name: `Correct exit · ${closed}` });
  await expect(correct).toContainText("stays correctable after the plan's correction window has passed");
  await expect(correct.getByLabel("Exit price")).toHaveValue("1.09");
  await correct.getByLabel("Exit price").fill("1,0920");
  await expectAccessible(page);
  await snapshot(page, testInfo, `running-trade-correct-exit-${width}`);
  await correct.getByRole("button", { name: "Correct exit" }).click();
  await expect(correct).toHaveCount(0);
  await expect(closedCard).toContainText("+0.65%");
  await snapshot(page, testInfo, `running-trade-corrected-${width}`);
});

test('a crypto price typed "3,250" is asked about in the form before it is published', async ({ page }, testInfo) => {
  const width = page.viewportSize()?.width;
  const asset = `E${uniqueTag()}/USDT`;
  await signInAsAdmin(page);
  await page.goto(isPhone(page) ? "/admin" : "/admin?tab=add");
  if (isPhone(page)) await page.getByRole("button", { name: "Create New Position" }).click();
  const form = isPhone(page) ? page.locator("form") : page.getByRole("form", { name: "New trade" });
  await form.getByLabel("Asset", { exact: true }).fill(asset);
  await choose(page, "Asset Class", "Crypto");
  await form.getByLabel("Entry Price").fill("3,250");
  await form.getByRole("button", { name: "Publish", exact: true }).click();
  const question = form.getByRole("group", { name: "Entry Price 3,250" });
  await expect(question).toContainText("can be read two ways");
  await expect(question.getByRole("button")).toHaveText(["3,250.00", "3.25"]);
  await expect(toast(page, `${asset} published`)).toHaveCount(0);
  await expectAccessible(page);
  await snapshot(page, testInfo, `price-question-${width}`);
  await question.getByRole("button", { name: "3,250.00" }).click();
  await expect(toast(page, `${asset} published`)).toBeVisible();

  const card = await managedCard(page, asset);
  await expect(card).toContainText("Entry3,250.00");
});
