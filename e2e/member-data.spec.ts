import { readFile } from "node:fs/promises";
import { expect, expectAccessible, registerThroughApi, snapshot, test } from "./support/fixtures";

test("a member downloads a copy of their data, then deletes the account and can no longer sign in", async ({
  page,
}, testInfo) => {
  const member = await registerThroughApi(page);
  await page.goto("/account");

  // Download my data: prepared in the background, then offered as a file.
  await page.getByRole("button", { name: "Prepare my data" }).click();
  const download = page.getByRole("link", { name: "Download my data" });
  await expect(download).toBeVisible();
  await expect(page.getByText(/Available until/)).toBeVisible();
  await expect(page.getByRole("button", { name: "Prepare a new copy" })).toHaveCount(0);
  const [file] = await Promise.all([page.waitForEvent("download"), download.click()]);
  expect(file.suggestedFilename()).toMatch(/^signaldesk-my-data-\d{4}-\d{2}-\d{2}\.json$/);
  const data = JSON.parse(await readFile((await file.path()) ?? "", "utf8")) as { profile: { email: string } };
  expect(data.profile.email).toBe(member.email.toLowerCase());

  await page.getByRole("heading", { name: "Delete my account" }).scrollIntoViewIfNeeded();
  await expectAccessible(page);
  await snapshot(page, testInfo, "account-member-data");
  if (testInfo.project.name === "mobile") {
    // The two new cards as a phone shows them, for a look by eye.
    await page.getByRole("heading", { name: "Download my data" }).evaluate((heading) => heading.scrollIntoView());
    await page.screenshot({ path: testInfo.outputPath("member-data-375.png") });
  }

  // Delete my account: a wrong password is refused in the dialog, the right one deletes.
  await page.getByRole("button", { name: "Delete my account…" }).click();
  const dialog = page.getByRole("dialog", { name: "Delete your account?" });
  await dialog.getByLabel("Your password").fill("not my password");
  await dialog.getByRole("button", { name: "Delete my account" }).click();
  await expect(dialog.getByText("Your password is not correct")).toBeVisible();
  await snapshot(page, testInfo, "account-delete-dialog");
  await dialog.getByLabel("Your password").fill(member.password);
  await dialog.getByRole("button", { name: "Delete my account" }).click();

  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText("Your account has been deleted.")).toBeVisible();
  expect((await page.request.get("/api/auth/me")).status()).toBe(401);

  await page.goto("/login");
  await page.getByLabel("Email").fill(member.email);
  await page.getByLabel("Password", { exact: true }).fill(member.password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByRole("alert")).toContainText("Invalid email or password");
});
