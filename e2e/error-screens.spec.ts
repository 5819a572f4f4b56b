import { expect, snapshot, test } from "./support/fixtures";

test.skip(({ isMobile }) => !isMobile, "one screen at every width");

test("an unknown address shows the 404 screen with a way home, answered with status 404", async ({
  page,
}, testInfo) => {
  const response = await page.goto("/no/such/page");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "404 Page Not Found" })).toBeVisible();
  await expect(page.getByText("Did you forget to add the page to the router?")).toBeVisible();
  await snapshot(page, testInfo, "not-found");
  await page.getByRole("link", { name: /home/i }).first().click();
  await expect(page).toHaveURL(/\/$/);
});

test("an unknown API path answers 404 JSON", async ({ request }) => {
  const response = await request.get("/api/no-such-endpoint");
  expect(response.status()).toBe(404);
  expect(await response.json()).toEqual({ message: "Not found: GET /api/no-such-endpoint" });
});

test("a page whose code cannot load says so, with Retry and a way home", async ({ page }, testInfo) => {
  // What a visitor sees when a deploy replaced the chunk or the network dropped mid-navigation.
  await page.route(/\/assets\/dashboard-page-[\w-]+\.js$/, (route) => route.abort());
  await page.goto("/dashboard");
  await expect(page.getByRole("heading", { name: "This page did not load" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Retry" })).toBeEnabled();
  await snapshot(page, testInfo, "router-error");
  await page.getByRole("link", { name: "Back to home" }).click();
  await expect(page).toHaveURL(/\/$/);
});
