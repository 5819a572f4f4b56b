import type { Page } from "@playwright/test";
import { expect, newMember, registerThroughApi, snapshot, test } from "./support/fixtures";
import { isPhone } from "./support/admin";
import { markEmailVerified, setSubscription } from "./support/database";
import { signInAdmin, uniqueTag } from "./support/positions";

const IN_30_DAYS = () => new Date(Date.now() + 30 * 86_400_000);

/** A member of the plan, signed in on this page. */
async function signedInMember(page: Page, plan: "trial" | "premium") {
  const member = await registerThroughApi(page, newMember());
  markEmailVerified(member.email);
  setSubscription(member.email, plan, IN_30_DAYS());
  return member;
}

/** The member's menu leads to Analytics: the slide-out menu on a phone, the avatar menu from 768 px. */
async function openAnalyticsFromMenu(page: Page) {
  await page.goto("/dashboard");
  // The menu answers once the dashboard has drawn (a tap before then does nothing).
  await expect(page.getByRole("heading", { level: 1, name: /^Welcome back/ })).toBeVisible({ timeout: 30_000 });
  if (isPhone(page)) {
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.getByRole("dialog").getByRole("link", { name: "Analytics" }).click();
  } else {
    await page.getByRole("button", { name: /^Account menu for/ }).click();
    await page.getByRole("menuitem", { name: "Analytics" }).click();
  }
  await expect(page.getByRole("heading", { name: "Advanced analytics", level: 1 })).toBeVisible();
}

test.beforeEach(() => test.slow());

test("a Pro member opens Analytics from the dashboard and reads the charts, their hover boxes and the monthly table", async ({
  page,
  playwright,
  baseURL,
}, testInfo) => {
  const tag = uniqueTag();
  const admin = await signInAdmin(playwright, baseURL);
  const trades = [
    { asset: `BTC ${tag}`, assetClass: "crypto", direction: "long", entryPrice: 100, stopLoss: 95, exit: 110 },
    { asset: `GBP ${tag}`, assetClass: "forex", direction: "short", entryPrice: 100, stopLoss: 102, exit: 101 },
    { asset: `AAPL ${tag}`, assetClass: "stocks", direction: "long", entryPrice: 100, exit: 103 },
  ] as const;
  for (const { exit, ...input } of trades) {
    const position = await admin.createPosition({ ...input, status: "active", riskLevel: "moderate" });
    await admin.reportEvent(position.id, { type: "closed", price: exit, reason: "manual" });
  }
  await admin.dispose();
  await signedInMember(page, "premium");

  await page.goto("/dashboard");
  await page.getByRole("link", { name: "Open analytics" }).click();
  await expect(page.getByRole("heading", { name: "Advanced analytics", level: 1 })).toBeVisible();
  await expect(page.getByRole("region", { name: "Expectancy" }).getByText("Expectancy (R)")).toBeVisible();

  const equity = page.getByRole("region", { name: "Equity curve" });
  await expect(equity.getByText("Trades closed")).toBeVisible();
  await expect(equity.getByText(/^[+-]?[\d.,]+%$/).first()).toBeVisible();
  const plot = equity.locator(".recharts-surface").first();
  const box = await plot.boundingBox();
  if (!box) throw new Error("the equity chart has no box");
  await page.mouse.move(box.x + box.width * 0.6, box.y + box.height / 2);
  await expect(equity.getByText("Cumulative", { exact: true })).toBeVisible();
  await expect(equity.getByText("Closed", { exact: true })).toBeVisible();
  await equity.getByRole("button", { name: "R", exact: true }).click();
  await expect(equity.getByText(/Cumulative R/)).toBeVisible();

  for (const name of ["Drawdown", "Monthly returns", "Long vs short", "By asset class", "Streaks", "Holding time"]) {
    await expect(page.getByRole("region", { name, exact: true })).toBeVisible();
  }
  const monthly = page.getByRole("table", { name: "Returns by month" });
  await expect(monthly.getByRole("rowheader").first()).toHaveText(/^[A-Z][a-z]{2} \d{4}$/);
  const instruments = page.getByRole("table", { name: "Results by instrument" });
  for (const { asset } of trades) await expect(instruments.getByRole("rowheader", { name: asset })).toBeVisible();
  await expect(page.getByRole("table", { name: "Results by risk level" }).getByText("Moderate")).toBeVisible();

  const monthlyChart = page.getByRole("region", { name: "Monthly returns" }).locator(".recharts-bar-rectangle").first();
  await monthlyChart.hover();
  await expect(page.getByRole("region", { name: "Monthly returns" }).getByText("Win rate").first()).toBeVisible();
  await snapshot(page, testInfo, "analytics-pro");
});

test("a Trial member sees their figures and the locked outline of Pro's analytics, and the server sends them none", async ({
  page,
}, testInfo) => {
  test.skip(test.info().project.name !== "mobile", "the same locked outline at every width");
  await signedInMember(page, "trial");
  await openAnalyticsFromMenu(page);

  await expect(page.getByRole("region", { name: "Performance", exact: true })).toBeVisible();
  const locked = page.getByRole("region", { name: "Advanced analytics are included in Pro" });
  await expect(locked.getByText("Included in Pro", { exact: true })).toHaveCount(6);
  await expect(locked.getByRole("link", { name: "Upgrade to Pro" })).toHaveAttribute("href", "/plans");
  await expect(page.getByRole("region", { name: "Equity curve" })).toHaveCount(0);

  const refused = await page.request.get("/api/analytics");
  expect(refused.status()).toBe(403);
  expect(await refused.json()).toEqual({
    message: "Advanced analytics are included in Pro: upgrade on the plans page to see them",
  });
  await snapshot(page, testInfo, "analytics-trial");

  await locked.getByRole("link", { name: "Upgrade to Pro" }).click();
  await expect(page).toHaveURL(/\/plans$/);
});
