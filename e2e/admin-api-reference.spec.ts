import { expect, expectAccessible, snapshot, test } from "./support/fixtures";
import { signInAsAdmin } from "./support/admin";

test.skip(({ isMobile }) => isMobile, "an admin tool, the same screen at every width; admins work at a desk");

test("an admin opens the API reference from Settings and reads an operation's parameters and answers", async ({
  page,
}, testInfo) => {
  test.slow();
  await signInAsAdmin(page);
  await page.goto("/admin?tab=settings");
  await page.getByRole("link", { name: "Open the API reference" }).click();
  await expect(page).toHaveURL(/\/admin\/api$/);
  await expect(page.getByRole("heading", { level: 1, name: "API reference" })).toBeVisible();
  for (const tag of ["admin", "auth", "notifications", "operations", "payments", "positions"]) {
    await expect(page.getByRole("heading", { level: 2, name: tag, exact: true })).toBeVisible();
  }

  const users = page.locator("details").filter({ hasText: "page through users" });
  await users.locator("summary").click();
  await expect(users.getByRole("heading", { name: "Parameters" })).toBeVisible();
  await expect(users).toContainText("limit");
  await expect(users).toContainText("integer 1–100");
  await expect(users.getByRole("heading", { name: "Responses" })).toBeVisible();

  const update = page.locator("details").filter({ hasText: "Update a position" });
  await update.locator("summary").click();
  await expect(update.getByRole("heading", { name: "Request body" })).toBeVisible();
  await expect(update).toContainText('one of "long", "short"');

  await snapshot(page, testInfo, "admin-api-reference");
  await expectAccessible(page);
});
