import { expect, expectAccessible, snapshot, test } from "./support/fixtures";

test("an unknown address shows the 404 screen with a way home, answered with status 404", async ({
  page,
}, testInfo) => {
  test.skip(test.info().project.name !== "mobile", "the same screen at every width");
  const response = await page.goto("/no/such/page");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "404 Page Not Found" })).toBeVisible();
  await expect(page.getByText("There is no page at this address.")).toBeVisible();
  await expect(page.getByText(/router/i)).toHaveCount(0);
  await expectAccessible(page);
  await snapshot(page, testInfo, "not-found");
  await page.getByRole("link", { name: /home/i }).first().click();
  await expect(page).toHaveURL(/\/$/);
});

// The 404 screen above is drawn at both widths; the rest is one screen at every width.
test.describe("on a phone", () => {
  test.skip(({ isMobile }) => !isMobile, "one screen at every width");

  test("a visitor's pages ask for no session they do not have: no request is refused", async ({ page }) => {
    const refused: string[] = [];
    page.on("response", (answer) => {
      if (answer.status() === 401) refused.push(answer.url());
    });
    for (const [path, heading] of [
      ["/login", "Sign in"],
      ["/register", "Create Your Account"],
      ["/no/such/page", "404 Page Not Found"],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole("heading", { name: heading })).toBeVisible();
    }
    expect(refused).toEqual([]);
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
});
