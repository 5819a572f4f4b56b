import { expect, expectAccessible, snapshot, test } from "./support/fixtures";
import { choose, signInAsAdmin } from "./support/admin";
import { moveTradeInto } from "./support/database";
import { signInAdmin, uniqueTag } from "./support/positions";

const DAY = 86_400_000;

test("the admin turns the free feed on; a visitor finds it from the landing page and sees a past signal with its number, never an open one within its delay", async ({
  page,
  browser,
  playwright,
  baseURL,
}, testInfo) => {
  test.skip(
    testInfo.project.name !== "desktop",
    "one journey sets the shared server's feed; it checks the page at 1280 and 375 px itself",
  );
  // Two browsers, two widths and an accessibility check in one journey: longer than one screen's.
  test.setTimeout(240_000);
  const tag = uniqueTag();
  const admin = await signInAdmin(playwright, baseURL);
  const past = await admin.createPosition({
    asset: `PAST ${tag}`,
    assetClass: "forex",
    direction: "long",
    entryPrice: 1.1,
    stopLoss: 1.09,
    targets: [
      { price: 1.11, share: 50 },
      { price: 1.12, share: 50 },
    ],
    commentary: `Range breakout ${tag}`,
    status: "active",
  });
  await admin.reportEvent(past.id, { type: "closed", price: 1.12, reason: "manual" });
  // Published two days ago and closed an hour later, as if traded then: the server has no clock a journey can move.
  moveTradeInto(past.id, new Date(Date.now() - 2 * DAY));
  await admin.createPosition({
    asset: `OPEN ${tag}`,
    assetClass: "forex",
    direction: "short",
    entryPrice: 1.3,
    status: "active",
  });

  await signInAsAdmin(page);
  await page.goto("/admin");
  await page.getByRole("tab", { name: "Settings", exact: true }).click();
  await choose(page, "Free signals", "All signals, hours after publication");
  const hours = page.getByRole("textbox", { name: "Delay (hours)" });
  await hours.fill("0");
  const card = page.getByRole("region", { name: "Free delayed feed" });
  await card.getByRole("button", { name: "Save" }).click();
  await expect(card.getByText("The delay is at least 1 hour")).toBeVisible();
  await hours.fill("24");
  await card.getByRole("button", { name: "Save" }).click();
  await expect(page.locator("[data-sonner-toast]").filter({ hasText: "Free feed saved" })).toBeVisible();
  await hours.scrollIntoViewIfNeeded();
  await snapshot(page, testInfo, "free-feed-setting");

  const visitor = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  // The page as first served to a visitor, before any script: its frame, and no signal in it.
  const served = await (await visitor.request.get("/free-signals")).text();
  expect(served).toContain("Our signals, free, a little late");
  expect(served).not.toContain(tag);

  const screen = await visitor.newPage();
  await screen.goto("/");
  const link = screen.getByRole("link", { name: "See past signals for free" });
  await screen.getByRole("link", { name: "Compare plans" }).scrollIntoViewIfNeeded();
  await link.scrollIntoViewIfNeeded();
  await link.click();
  await expect(screen.getByRole("heading", { level: 1, name: "Our signals, free, a little late" })).toBeVisible();
  await expect(
    screen.getByText(/^Signals appear here 24 hours after they are published, as they stood then/).first(),
  ).toBeVisible();
  const signal = screen.getByRole("article").filter({ hasText: `PAST ${tag}` });
  await expect(signal.getByRole("heading", { name: new RegExp(`^#\\d+ PAST ${tag}$`) })).toBeVisible();
  for (const text of [
    "1.10000",
    "1.09000",
    "TP1 (50%)",
    "TP2 (50%)",
    "+1.82%",
    "Exit 1.12000",
    `Range breakout ${tag}`,
  ]) {
    await expect(signal.getByText(text, { exact: false }).first()).toBeVisible();
  }
  // Its badges in words, not catalogue keys.
  await expect(signal.getByText("LONG", { exact: true })).toBeVisible();
  await expect(signal.getByText("CLOSED", { exact: true })).toBeVisible();
  await signal.getByText(/^Events \(2\)$/).click();
  await expect(signal.getByText(/Record event \d+/).first()).toBeVisible();
  await expect(screen.getByText(`OPEN ${tag}`)).toHaveCount(0);
  const subscribe = screen.getByRole("link", { name: "Subscribe for live signals" }).first();
  await expect(subscribe).toHaveAttribute("href", "/plans");
  await expect(screen.getByRole("note", { name: "Risk warning" }).first()).toBeVisible();
  await expectAccessible(screen);
  await signal.scrollIntoViewIfNeeded();
  await snapshot(screen, testInfo, "free-feed-1280");

  await screen.setViewportSize({ width: 375, height: 812 });
  await expect(signal).toBeVisible();
  expect(await screen.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await signal.scrollIntoViewIfNeeded();
  await snapshot(screen, testInfo, "free-feed-375");
  await subscribe.click();
  await expect(screen).toHaveURL(/\/plans$/);

  // Back off, so the journeys beside this one find the landing page as they expect.
  await choose(page, "Free signals", "Off");
  await card.getByRole("button", { name: "Save" }).click();
  await expect(page.locator("[data-sonner-toast]").filter({ hasText: "Free feed turned off" })).toBeVisible();
  expect((await page.request.get("/api/public/free-signals")).status()).toBe(404);
  await visitor.close();
  await admin.dispose();
});
