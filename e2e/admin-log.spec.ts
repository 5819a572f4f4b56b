import { totpCode } from "../src/server/features/auth/second-factor.service";
import { choose, signInNewAdminThroughScreen } from "./support/admin";
import { ageSecondFactorChecksOf } from "./support/database";
import { expect, expectAccessible, snapshot, test } from "./support/fixtures";

test.skip(({ isMobile }) => isMobile, "an admin tool, the same screen at every width; admins work at a desk");

test("an admin finds a settings change in the admin log and exports the search after confirming it is them", async ({
  page,
}, testInfo) => {
  test.slow();
  const admin = await signInNewAdminThroughScreen(page);
  const changed = await page.request.patch("/api/admin/settings", { data: { autoPublish: true } });
  expect(changed.status()).toBe(200);

  await page.goto("/admin?tab=settings");
  await page.getByRole("link", { name: "Open the admin log" }).click();
  await expect(page).toHaveURL(/\/admin\/log$/);
  await page.getByRole("textbox", { name: "Admin", exact: true }).fill(admin.email);
  await choose(page, "Action", "Settings changed");
  await page.getByRole("button", { name: "Search" }).click();
  const entries = page.getByRole("list", { name: "Admin log entries" }).getByRole("listitem");
  await expect(entries).toHaveCount(1);
  await expect(entries.first()).toContainText("Settings changed");
  await expect(entries.first()).toContainText(admin.email.toLowerCase());
  await expectAccessible(page);
  await snapshot(page, testInfo, "admin-log");

  // Minutes later, the export asks for the app's code again; the next step's code is accepted now.
  ageSecondFactorChecksOf(admin.email);
  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Export CSV" }).click();
  const confirm = page.getByRole("dialog", { name: "Confirm it is you" });
  await expect(confirm).toBeVisible();
  await confirm.getByLabel("Authentication code").fill(totpCode(admin.secret, new Date(Date.now() + 30_000)));
  await confirm.getByRole("button", { name: "Confirm" }).click();
  expect((await download).suggestedFilename()).toMatch(/admin-log-\d{4}-\d{2}-\d{2}\.csv$/);
});
