import { choose, signInAsAdmin } from "./support/admin";
import { expect, expectAccessible, snapshot, test } from "./support/fixtures";
import { uniqueTag } from "./support/positions";

test("an admin creates a TradingView alert source, and approves its drafted alert from the Automation area", async ({
  page,
  request,
}, testInfo) => {
  test.skip(testInfo.project.name !== "desktop", "the same screens at every width; checked where admins work");
  test.slow();
  await signInAsAdmin(page);
  await page.goto("/admin?tab=settings");
  const name = `Strategy ${uniqueTag()}`;
  await page.getByLabel("Source name").fill(name);
  await choose(page, "Default asset class", "Forex");
  await page.getByRole("button", { name: "Create source" }).click();
  const address = page.getByLabel(`Webhook URL of ${name}: shown only now, copy it`);
  await expect(address).toHaveValue(/\/api\/alerts\/[A-Za-z0-9_-]{43}$/);
  const url = await address.inputValue();
  await expect(page.getByRole("list", { name: "Alert sources" })).toContainText(name);
  await expect(page.getByRole("list", { name: "Alert sources" })).toContainText("Drafts for approval");
  await expect(page.getByLabel("Open a signal")).toHaveValue(/\{\{strategy\.order\.action\}\}/);
  const item = page.getByRole("list", { name: "Alert sources" }).getByRole("listitem").filter({ hasText: name });
  await item.getByRole("button", { name: "Send test alert" }).click();
  await expect(item).toContainText("The sample arrived and would be accepted. Nothing was published");
  await snapshot(page, testInfo, "automation-source-created");

  // TradingView posts the alert: no cookie, no Origin; a draft source keeps it for approval.
  const ref = `tv-${uniqueTag()}`;
  const posted = await request.post(url, {
    headers: { "content-type": "application/json" },
    data: JSON.stringify({
      action: "open",
      ref,
      time: new Date().toISOString(),
      symbol: "EURUSD",
      assetClass: "forex",
      direction: "buy",
      entry: 1.0724,
      stop: 1.065,
      targets: [1.08],
    }),
  });
  expect(posted.status()).toBe(202);

  await page.reload();
  const draft = page.getByRole("listitem", { name: `Draft alert: open EURUSD (ref ${ref})` });
  await expect(draft).toBeVisible();
  await draft.scrollIntoViewIfNeeded();
  await expectAccessible(page);
  await snapshot(page, testInfo, "automation-draft-waiting");
  await draft.getByRole("button", { name: "Approve and publish" }).click();
  await expect(draft).toHaveCount(0);
  const log = page.getByRole("list", { name: "Alert log" }).getByRole("listitem").filter({ hasText: ref });
  await expect(log).toContainText("Approved");
  await log.scrollIntoViewIfNeeded();
  await snapshot(page, testInfo, "automation-approved");

  // A flood of bodies over the read limit is refused before it is read, and logged as one line a minute with a count
  // (three posts: at least two share a minute).
  for (let i = 0; i < 3; i++) {
    const huge = await request.post(url, { headers: { "content-type": "text/plain" }, data: "x".repeat(70 * 1024) });
    expect(huge.status()).toBe(413);
  }
  await page.reload();
  const refused = page
    .getByRole("list", { name: "Alert log" })
    .getByRole("listitem")
    .filter({ hasText: name })
    .filter({ hasText: /[23] alerts that minute/ });
  await expect(refused.first()).toContainText("Refused");
  await expect(refused.first()).toContainText("The alert is larger than 8 KB");
  await refused.first().scrollIntoViewIfNeeded();
  await snapshot(page, testInfo, "automation-refusals-counted");
});
