import type { Locator, Page } from "@playwright/test";
import { signInAsAdmin } from "./support/admin";
import { setSubscription } from "./support/database";
import { expect, newMember, registerThroughApi, snapshot, test } from "./support/fixtures";
import { signInAdmin, uniqueTag } from "./support/positions";

test.skip(
  ({ isMobile }) => isMobile,
  "hostile input is refused or escaped the same at every width; checked where admins publish",
);

/** Markup that runs script if it is ever parsed as HTML: each sets window.__xss. */
const IMG_PAYLOAD = '<img src=x onerror="window.__xss=1">';
const SCRIPT_PAYLOAD = "<script>window.__xss=1</script>";
/** Assets hold 30 characters at most, so theirs are short forms of the same attacks (tagged: tests run side by side). */
const assetPayloads = (tag: string) => [`<img src onerror=__xss=1>${tag}`, `<svg onload=__xss=1>${tag}`];

/** Fails the test on any dialog (alert, confirm) a payload might open. */
function watchForDialogs(page: Page): string[] {
  const dialogs: string[] = [];
  page.on("dialog", (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  return dialogs;
}

/** A long unbroken payload wraps or truncates inside the screen (an ancestor's clipping would hide it otherwise). */
async function expectWithinViewport(page: Page, locator: Locator) {
  const box = await locator.boundingBox();
  const width = page.viewportSize()?.width ?? 0;
  expect(box && box.x + box.width, "right edge within the viewport").toBeLessThanOrEqual(width);
  const overflow = await locator.evaluate((element) => element.scrollWidth - element.clientWidth);
  expect(overflow, "text overflowing its box").toBeLessThanOrEqual(0);
}

async function expectNothingRan(page: Page, dialogs: string[]) {
  expect(await page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss)).toBeUndefined();
  expect(dialogs).toEqual([]);
  // Nothing was turned into an element either.
  await expect(page.locator('img[src="x"], img[onerror], svg[onload], script:text("__xss")')).toHaveCount(0);
}

test("markup in a position's asset and commentary and in a member's name shows as text on the dashboard and in details", async ({
  page,
  playwright,
  baseURL,
}, testInfo) => {
  const dialogs = watchForDialogs(page);
  const tag = uniqueTag();
  const [imgAsset = "", svgAsset = ""] = assetPayloads(tag);
  const commentary = `${IMG_PAYLOAD} ${SCRIPT_PAYLOAD} ${tag}`;
  const admin = await signInAdmin(playwright, baseURL);
  for (const asset of [imgAsset, svgAsset]) {
    await admin.createPosition({
      asset,
      assetClass: "forex",
      direction: "long",
      entryPrice: 1.0724,
      commentary,
      status: "active",
    });
  }
  await admin.dispose();

  const member = await registerThroughApi(page, { ...newMember(), firstName: IMG_PAYLOAD, lastName: SCRIPT_PAYLOAD });
  setSubscription(member.email, "premium", new Date("2030-01-15T12:00:00Z"));
  await page.goto("/dashboard");
  await expect(page.getByRole("heading", { name: `Welcome back, ${IMG_PAYLOAD}` })).toBeVisible();
  for (const asset of [imgAsset, svgAsset]) {
    const card = page.getByRole("article", { name: asset });
    await expect(card).toContainText(asset);
    await expect(card).toContainText(commentary);
  }
  await expectNothingRan(page, dialogs);
  // Long unbroken markup wraps or truncates: the page never scrolls sideways.
  await expectWithinViewport(page, page.getByRole("heading", { level: 1 }));
  await snapshot(page, testInfo, "xss-dashboard");

  await page.getByRole("article", { name: imgAsset }).getByRole("button", { name: "Details" }).click();
  const details = page.getByRole("dialog", { name: `${imgAsset} LONG` });
  await expect(details.getByRole("region", { name: "Commentary" })).toContainText(commentary);
  await expect(details.getByRole("list", { name: "Position history" })).toContainText(imgAsset);
  await expectNothingRan(page, dialogs);
  await snapshot(page, testInfo, "xss-details");
});

test("markup in a member's name shows as text in the admin's user list", async ({ page }, testInfo) => {
  const dialogs = watchForDialogs(page);
  const lastName = `${SCRIPT_PAYLOAD}${uniqueTag()}`;
  const member = { ...newMember(), firstName: IMG_PAYLOAD, lastName };
  const created = await page.request.post("/api/auth/register", { data: member });
  expect(created.status()).toBe(201);
  await page.context().clearCookies();

  await signInAsAdmin(page);
  await page.goto("/admin?tab=users");
  await page.getByPlaceholder("Search users by name or email...").fill(member.email);
  const card = page.getByRole("list", { name: "Users" }).getByRole("listitem").filter({ hasText: member.email });
  await expect(card).toContainText(`${IMG_PAYLOAD} ${lastName}`);
  await expectNothingRan(page, dialogs);
  await expectWithinViewport(page, card);
  await snapshot(page, testInfo, "xss-users");
});
