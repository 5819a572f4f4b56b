import type { Page, PlaywrightWorkerArgs } from "@playwright/test";
import { setSubscription } from "./support/database";
import { expect, expectAccessible, registerThroughApi, snapshot, test } from "./support/fixtures";
import { signInAdmin, uniqueTag } from "./support/positions";

// Full-page captures of a member's dashboard grow with every position the run's journeys publish into the shared
// database; on two loaded cores they outlast the default minute.
test.describe.configure({ timeout: 180_000 });

/** Publishes an active EUR/USD long (with a price update), a closed XAU/USD short and a draft, as the admin. */
async function seedPositions(playwright: PlaywrightWorkerArgs["playwright"], baseURL: string | undefined) {
  const tag = uniqueTag();
  const admin = await signInAdmin(playwright, baseURL);
  const eurusd = {
    asset: `EUR/USD ${tag}`,
    assetClass: "forex",
    direction: "long",
    entryPrice: 1.0724,
    targetPrice: 1.0974,
    stopLoss: 1.0624,
    riskLevel: "moderate",
    commentary: "Buyers defended the weekly pivot; targeting the March high with a stop under support.",
    status: "active",
  } as const;
  const active = await admin.createPosition(eurusd);
  await admin.updatePosition(active.id, { ...eurusd, currentPrice: 1.0781 });
  const gold = {
    asset: `XAU/USD ${tag}`,
    assetClass: "commodities",
    direction: "short",
    entryPrice: 2410.5,
    stopLoss: 2450,
    targetPrice: 2350,
  } as const;
  const closing = await admin.createPosition({ ...gold, status: "active" });
  await admin.updatePosition(closing.id, { ...gold, status: "closed", exitPrice: 2362.25 });
  await admin.createPosition({ ...eurusd, asset: `DRAFT ${tag}`, status: "planning" });
  await admin.dispose();
  return { tag, active: eurusd.asset, closed: gold.asset, draft: `DRAFT ${tag}` };
}

async function openDashboardWithAccess(page: Page) {
  const member = await registerThroughApi(page);
  setSubscription(member.email, "premium", new Date("2030-01-15T12:00:00Z"));
  await page.goto("/dashboard");
  await expect(page.getByRole("heading", { name: `Welcome back, ${member.firstName}` })).toBeVisible();
}

test("a member with access sees active and closed positions, never drafts, across the three tabs", async ({
  page,
  playwright,
  baseURL,
}, testInfo) => {
  const seeded = await seedPositions(playwright, baseURL);
  await openDashboardWithAccess(page);
  await expect(page).toHaveTitle("Dashboard · SignalDesk");
  await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /^Your live trading signals/);
  for (const label of ["Active Trades", "Closed Trades", "Win Rate"]) {
    await expect(page.getByRole("region", { name: "Summary" }).getByText(label)).toBeVisible();
  }
  const card = page.getByRole("article", { name: seeded.active });
  await expect(card.getByText("1.07810")).toBeVisible();
  await expect(page.getByText(seeded.draft)).toHaveCount(0);
  await expect(page.getByRole("article", { name: seeded.closed })).toHaveCount(0);
  const performance = page.getByRole("region", { name: "Performance", exact: true });
  await expect(performance).toBeVisible();
  // The cards count as the Performance block below them (and the public record) do: one number, one rate.
  const summary = page.getByRole("region", { name: "Summary" });
  for (const [card, figure] of [
    ["Closed Trades", "Closed"],
    ["Win Rate", "Win Rate"],
  ] as const) {
    const shown = performance.getByText(figure, { exact: true }).locator("xpath=following-sibling::dd");
    await expect(shown).toHaveText(/^\d+%?$/);
    await expect(summary.getByText(card, { exact: true }).locator("xpath=following-sibling::span")).toHaveText(
      (await shown.textContent()) ?? "",
    );
  }
  await expectAccessible(page);
  await snapshot(page, testInfo, "positions-ongoing");

  await page.getByRole("tab", { name: "History" }).click();
  const closed = page.getByRole("article", { name: seeded.closed });
  await expect(closed.getByText("CLOSED", { exact: true })).toBeVisible();
  await expect(closed.getByText("+2.00%")).toBeVisible();
  await expect(closed).toContainText("Exit2,362.25");
  // A closed position has nothing left to follow (docs/product.md#following).
  await expect(closed.getByRole("button", { name: "Details" })).toBeVisible();
  await expect(closed.getByRole("button", { name: /^Follow/ })).toHaveCount(0);
  await snapshot(page, testInfo, "positions-history");

  await page.getByRole("tab", { name: "Analytics" }).click();
  const row = page.getByRole("listitem").filter({ hasText: seeded.active });
  await row.getByRole("button", { name: "View Analytics" }).click();
  const panel = page.getByRole("region", { name: `${seeded.active} analytics` });
  await expect(panel.getByText("2.33%")).toBeVisible();
  await expect(panel.getByText("0.93%")).toBeVisible();
  await expect(panel.getByText("Excellent")).toBeVisible();
  await expectAccessible(page);
  await snapshot(page, testInfo, "positions-analytics");
  await panel.getByRole("button", { name: "Close" }).click();
  await expect(panel).toHaveCount(0);
});

test("a member opens a chart in a dialog and full screen; offline, the recorded-price chart renders", async ({
  page,
  playwright,
  baseURL,
}, testInfo) => {
  const seeded = await seedPositions(playwright, baseURL);
  await openDashboardWithAccess(page);
  const card = page.getByRole("article", { name: seeded.active });

  await card.getByRole("button", { name: "View Chart" }).click();
  const chart = page.getByRole("dialog", { name: `${seeded.active} LONG` });
  await expect(chart.getByText("15-minute chart")).toBeVisible();
  // No internet here: TradingView's script cannot load, so the self-hosted chart of recorded prices takes over.
  await expect(chart.getByTestId("recorded-price-chart").locator("canvas").first()).toBeVisible({ timeout: 15_000 });
  await expectAccessible(page);
  await snapshot(page, testInfo, "positions-chart");
  await page.keyboard.press("Escape");

  await card.getByRole("button", { name: "Full Screen" }).click();
  const fullScreen = page.getByRole("dialog", { name: `${seeded.active} LONG` });
  await expect(fullScreen.getByText("Daily chart")).toBeVisible();
  await expect(fullScreen.getByTestId("recorded-price-chart").locator("canvas").first()).toBeVisible({
    timeout: 15_000,
  });
  await snapshot(page, testInfo, "positions-full-screen");
});

test("where TradingView is reachable, its widget shows the mapped symbol: 15 minutes in the dialog, daily full screen", async ({
  page,
  playwright,
  baseURL,
}) => {
  // A local stand-in for TradingView's embed script and frame (no internet here), served at their real origins:
  // the page's CSP must let both through, and the fixture fails the test on any violation.
  await page.route("https://s3.tradingview.com/**", (route) =>
    route.fulfill({
      contentType: "application/javascript",
      body: `(() => {
        const config = JSON.parse(document.currentScript.text);
        const frame = document.createElement("iframe");
        frame.title = "TradingView chart";
        frame.src = "https://www.tradingview-widget.com/embed-widget/advanced-chart/?symbol=" +
          encodeURIComponent(config.symbol) + "&interval=" + config.interval;
        document.currentScript.parentElement.querySelector(".tradingview-widget-container__widget").append(frame);
      })();`,
    }),
  );
  await page.route("https://www.tradingview-widget.com/**", (route) =>
    route.fulfill({ contentType: "text/html", body: "<!doctype html><title>chart</title><p>chart</p>" }),
  );
  const seeded = await seedPositions(playwright, baseURL);
  await openDashboardWithAccess(page);
  const card = page.getByRole("article", { name: seeded.active });
  const symbol = encodeURIComponent(`FX:EURUSD${seeded.tag}`);

  await card.getByRole("button", { name: "View Chart" }).click();
  const frame = page.getByRole("dialog").locator('iframe[title="TradingView chart"]');
  await expect(frame).toHaveAttribute("src", new RegExp(`symbol=${symbol}&interval=15$`));
  await expect(page.getByTestId("recorded-price-chart")).toHaveCount(0);
  await page.keyboard.press("Escape");

  await card.getByRole("button", { name: "Full Screen" }).click();
  await expect(page.getByRole("dialog").locator("iframe")).toHaveAttribute("src", new RegExp(`interval=D$`));
});

test("a member reads a position's details with its history and follows it to the top", async ({
  page,
  playwright,
  baseURL,
}, testInfo) => {
  const seeded = await seedPositions(playwright, baseURL);
  await openDashboardWithAccess(page);
  const card = page.getByRole("article", { name: seeded.active });

  await card.getByRole("button", { name: "Details" }).click();
  const details = page.getByRole("dialog", { name: `${seeded.active} LONG` });
  await expect(details.getByRole("list", { name: "Targets" })).toContainText("TP11.09740100%open");
  await expect(details.getByText("1.07810")).toBeVisible();
  // The history is the trade's events; a new current price is none (docs/product.md#lifecycle).
  const history = details.getByRole("list", { name: "Position history" }).getByRole("listitem");
  await expect(history).toHaveCount(1);
  await expect(history.first()).toContainText("Published");
  await expect(history.first()).toContainText(`New signal: ${seeded.active} LONG at 1.07240`);
  // The size to trade: 1 % of $10,000 over the 100 pips to the stop is $1 a pip, 0.10 lot.
  const sizing = details.getByRole("region", { name: "Position size" });
  await sizing.getByLabel("Account size (USD)").fill("10,000");
  await expect(sizing.getByLabel("Risk per trade (%)")).toHaveValue("1");
  await expect(sizing).toContainText("0.10 lots");
  await expect(sizing).toContainText("10,000 units");
  await expect(sizing).toContainText("$100.00");
  await expect(sizing).toContainText("100.0 pips");
  await sizing.getByLabel("Risk per trade (%)").fill("0");
  await expect(sizing).toContainText("between 0.01 and 100");
  await sizing.getByLabel("Risk per trade (%)").fill("2");
  await expect(sizing).toContainText("0.20 lots");
  await expectAccessible(page);
  await snapshot(page, testInfo, "positions-details");
  await page.keyboard.press("Escape");

  const follow = card.getByRole("button", { name: /^Follow/ });
  await expect(follow).toHaveAttribute("aria-pressed", "false");
  await follow.click();
  await expect(follow).toHaveAttribute("aria-pressed", "true");
  await page.reload();
  const first = page.getByRole("tabpanel", { name: "Ongoing Trades" }).getByRole("article").first();
  await expect(first).toHaveAccessibleName(seeded.active);
  await expect(first.getByRole("button", { name: "Following" })).toHaveAttribute("aria-pressed", "true");
  await snapshot(page, testInfo, "positions-followed");
});

test("a follow the server refuses is said in a toast and undone on the card", async ({
  page,
  playwright,
  baseURL,
}, testInfo) => {
  test.skip(test.info().project.name !== "mobile", "the same toast and card at every width");
  const seeded = await seedPositions(playwright, baseURL);
  await openDashboardWithAccess(page);
  const card = page.getByRole("article", { name: seeded.active });
  const message = "The database is not answering. Please try again in a moment.";
  await page.route("**/api/positions/*/follow", (route) =>
    route.fulfill({ status: 503, contentType: "application/json", body: JSON.stringify({ message }) }),
  );

  const follow = card.getByRole("button", { name: /^Follow/ });
  await follow.click();
  await expect(page.getByText(message)).toBeVisible();
  await snapshot(page, testInfo, "follow-refused");
  await expect(follow).toHaveAttribute("aria-pressed", "false");
});

test("a member without access sees 'Subscription Required' and no positions", async ({ page }) => {
  test.skip(test.info().project.name !== "mobile", "the same notice at every width");
  await registerThroughApi(page);
  await page.goto("/dashboard");
  await expect(page.getByRole("heading", { name: "Subscription Required" })).toBeVisible();
  await expect(page.getByRole("tab")).toHaveCount(0);
  await expect(page.getByRole("article")).toHaveCount(0);
  const direct = await page.request.get("/api/positions");
  expect(direct.status()).toBe(403);
  expect(await direct.json()).toEqual({ message: "Subscription required" });
});

test("on a phone the per-asset-class table shows every column, scrolling sideways with a cue", async ({
  page,
  playwright,
  baseURL,
}) => {
  test.skip((page.viewportSize()?.width ?? 0) >= 768, "the cue is for phone widths");
  await seedPositions(playwright, baseURL);
  await openDashboardWithAccess(page);
  const table = page.getByRole("region", { name: "Performance by asset class" });
  await table.scrollIntoViewIfNeeded();
  await expect(page.getByText("Swipe sideways for all 7 columns")).toBeVisible();
  await expect(table).toHaveAccessibleDescription(/Swipe sideways/);
  const lastColumn = table.getByRole("columnheader", { name: "Max drawdown" });
  await expect(lastColumn).not.toBeInViewport();
  await table.evaluate((element) => element.scrollTo({ left: element.scrollWidth }));
  await expect(lastColumn).toBeInViewport();
  // The asset class stays pinned while the figures scroll past it.
  await expect(table.getByRole("rowheader", { name: "Commodities" })).toBeInViewport();
  await page.screenshot({ path: test.info().outputPath("asset-class-table.png") });
});
