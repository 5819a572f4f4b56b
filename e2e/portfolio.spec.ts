import type { Browser, Page } from "@playwright/test";
import { setSubscription } from "./support/database";
import { expect, expectAccessible, registerThroughApi, snapshot, test } from "./support/fixtures";
import { signInAdmin, uniqueTag } from "./support/positions";

test.skip(({ isMobile }) => !isMobile, "nothing here depends on the width; members track their trades on their phones");

const IN_30_DAYS = () => new Date(Date.now() + 30 * 86_400_000);
const toast = (page: Page, text: string) => page.locator("[data-sonner-toast]").filter({ hasText: text });

/** A member of that plan in a browser of their own, at the page's width. */
async function memberWith(browser: Browser, page: Page, baseURL: string | undefined, plan: "premium" | "trial") {
  const context = await browser.newContext({ baseURL, viewport: page.viewportSize() });
  const memberPage = await context.newPage();
  const member = await registerThroughApi(memberPage);
  setSubscription(member.email, plan, IN_30_DAYS());
  return { page: memberPage, close: () => context.close() };
}

test.beforeEach(() => test.slow());

test("a Pro member takes a signal with their size, follows its TP1 and sees the result in their numbers", async ({
  page,
  browser,
  baseURL,
  playwright,
}, testInfo) => {
  const asset = `EUR/USD ${uniqueTag()}`;
  const admin = await signInAdmin(playwright, baseURL);
  const position = await admin.createPosition({
    asset,
    assetClass: "forex",
    direction: "long",
    entryPrice: 1.08,
    stopLoss: 1.07,
    targets: [
      { price: 1.09, share: 50 },
      { price: 1.1, share: 50 },
    ],
    status: "active",
  });
  const pro = await memberWith(browser, page, baseURL, "premium");
  const member = pro.page;
  await member.goto("/dashboard");
  const card = member.getByRole("article", { name: asset });
  await card.getByRole("button", { name: "Details" }).click();
  const dialog = member.getByRole("dialog");
  const yours = dialog.getByRole("region", { name: "Your trade" });
  await expect(yours.getByLabel("Your entry price")).toHaveValue("1.08");
  await yours.getByLabel("Your size (lots)").fill("0.5");
  await yours.getByLabel("Account size (USD, optional)").fill("10000");
  await expect(yours.getByRole("checkbox", { name: "Follow the signal's closes" })).toBeChecked();
  await yours.getByRole("button", { name: "I took this trade" }).click();
  await expect(yours.getByText("You took 0.50 lots at 1.08000, following the signal's closes.")).toBeVisible();
  await snapshot(member, testInfo, "portfolio-taken");
  await member.keyboard.press("Escape");

  // The provider hits TP1, closing half: the member's part follows at the signal's price.
  await admin.reportEvent(position.id, { type: "target_hit", target: 1 });
  const update = `${asset} TP1 hit: +$250.00 on your 0.25 lots`;
  await expect(toast(member, update)).toBeVisible();

  await member.goto("/portfolio");
  await expect(member.getByRole("heading", { name: "Your portfolio", level: 1 })).toBeVisible({ timeout: 30_000 });
  const realised = member.getByText("Realised", { exact: true }).locator("..");
  await expect(realised).toContainText("+$250.00");
  await expect(
    member.getByRole("img", { name: /Your equity curve: \+\$250\.00 realised after 1 close\b/ }),
  ).toBeVisible();
  const open = member.getByRole("region", { name: "Open trades" });
  await expect(open.getByText("+2.50% of your account")).toBeVisible();
  await expect(member.getByRole("region", { name: "Your activity" }).getByText(update)).toBeVisible();
  await expectAccessible(member);
  await snapshot(member, testInfo, "portfolio-pro");
  await pro.close();
  await admin.dispose();
});

test("a Trial member is told portfolio tracking is part of Pro, and sees no data", async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  const trial = await memberWith(browser, page, baseURL, "trial");
  await trial.page.goto("/portfolio");
  // The page's code loads on demand: on a busy machine that takes more than the usual wait.
  await expect(trial.page.getByRole("heading", { name: "Your portfolio", level: 1 })).toBeVisible({ timeout: 30_000 });
  const explanation = trial.page.getByRole("region", { name: "Portfolio tracking is part of Pro" });
  await expect(explanation).toBeVisible();
  await expect(explanation.getByRole("link", { name: "Upgrade to Pro" })).toHaveAttribute("href", "/plans");
  await expect(trial.page.getByRole("heading", { name: "Your activity" })).toHaveCount(0);
  await snapshot(trial.page, testInfo, "portfolio-trial");
  await trial.close();
});
