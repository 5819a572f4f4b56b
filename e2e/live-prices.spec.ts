import type { Locator } from "@playwright/test";
import { sessionTokenFor, setSubscription } from "./support/database";
import { expect, newMember, snapshot, test } from "./support/fixtures";
import { startReplayServer, type ReplayServer } from "./support/replay-server";

test.skip(({ isMobile }) => !isMobile, "the mobile project covers it");

/**
 * EUR/USD climbing a pip a second from 1.08000: TP1 (1.08400) is reached 40 s after the server starts, and the price
 * keeps moving a while after.
 */
const RISING_MARKET = Array.from({ length: 120 }, (_, second) => {
  const bid = Math.min(1.08 + second * 0.0001, 1.0855);
  return `EUR/USD,${second},${bid.toFixed(5)},${(bid + 0.0002).toFixed(5)}`;
}).join("\n");

let server: ReplayServer;
test.beforeEach(async () => {
  server = await startReplayServer(RISING_MARKET);
});
// It also runs for the skipped desktop project, which started no server.
test.afterEach(async ({ isMobile }) => {
  if (isMobile) await server.stop();
});

const currentPrice = (card: Locator) =>
  card.locator("dt", { hasText: "Current" }).locator("xpath=following-sibling::dd");

test("a member watches the price move and TP1 close half the position, live, with no admin action", async ({
  page,
  playwright,
}, testInfo) => {
  test.slow();
  const member = newMember();
  const registered = await page.request.post(`${server.url}/api/auth/register`, { data: member });
  expect(registered.status(), await registered.text()).toBe(201);
  setSubscription(member.email, "premium", new Date("2030-01-15T12:00:00Z"), server.database);
  await page.goto(`${server.url}/dashboard`);
  await expect(page.getByRole("heading", { name: `Welcome back, ${member.firstName}` })).toBeVisible();
  await expect(page.locator("main").getByText("Live", { exact: true })).toBeVisible();

  const admin = await playwright.request.newContext({
    baseURL: server.url,
    extraHTTPHeaders: { cookie: `session=${sessionTokenFor("admin@e2e.test", server.database)}` },
  });
  const created = await admin.post("/api/positions", {
    data: {
      asset: "EUR/USD",
      assetClass: "forex",
      direction: "long",
      entryPrice: 1.08,
      stopLoss: 1.076,
      targets: [
        { price: 1.084, share: 50 },
        { price: 1.09, share: 50 },
      ],
      status: "active",
      confirm: true,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  await admin.dispose();

  const card = page.getByRole("article", { name: "EUR/USD" });
  await expect(card).toBeVisible();
  await expect(currentPrice(card)).toHaveText(/^1\.08\d{3}$/, { timeout: 10_000 });
  const first = await currentPrice(card).textContent();
  await expect(currentPrice(card)).not.toHaveText(first ?? "", { timeout: 10_000 });
  await expect(card.getByLabel("Floating result")).toContainText(/Open 100% now/);
  await snapshot(page, testInfo, "live-price-moving");

  const toast = page.locator("[data-sonner-toast]").filter({ hasText: "EUR/USD TP1 hit at" });
  await expect(toast).toBeVisible({ timeout: 60_000 });
  await expect(toast).toContainText("50% closed");
  await expect(card.getByText("50% closed")).toBeVisible();
  await expect(card.getByRole("list", { name: "Targets" })).toContainText(/hit 1\.084\d{2}/);
  await expect(card.getByLabel("Floating result")).toContainText(/Open 50% now/);
  await snapshot(page, testInfo, "live-tp1-hit");
});
