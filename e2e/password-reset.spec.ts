import { expect, registerThroughApi, snapshot, test } from "./support/fixtures";
import { linkIn, mailTo } from "./support/mailbox";

test.skip(({ isMobile }) => !isMobile, "a form and a mailed link, the same at every width");

test("a member who forgot the password resets it from the emailed link", async ({ page }, testInfo) => {
  const member = await registerThroughApi(page);
  await page.request.post("/api/auth/logout");

  await page.goto("/login");
  await page.getByRole("link", { name: "Forgot your password?" }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await page.getByLabel("Email").fill(member.email);
  await page.getByRole("button", { name: /send/i }).click();
  await expect(page.getByText("If an account exists for that email")).toBeVisible();
  await snapshot(page, testInfo, "forgot-password-sent");

  // The mail is sent after the answer, so the page can say "sent" a moment before it arrives.
  const link = linkIn(await mailTo(member.email, /^Reset your/), /\/reset-password\?token=/);
  await page.goto(link);
  await page.getByLabel("New password", { exact: true }).fill("iloveyou123");
  await page.getByLabel("Confirm password").fill("iloveyou123");
  await page.getByRole("button", { name: /reset password|set new password|change password/i }).click();
  await expect(page.getByLabel("New password", { exact: true })).toHaveAccessibleDescription(/too easy to guess/);
  await page.getByLabel("New password", { exact: true }).fill("a brand new secret");
  await page.getByLabel("Confirm password").fill("a brand new secret");
  await page.getByRole("button", { name: /reset password|set new password|change password/i }).click();
  await expect(page.getByText("Your password has been changed")).toBeVisible();
  await snapshot(page, testInfo, "reset-done");

  await page.goto(link);
  await page.getByLabel("New password", { exact: true }).fill("yet another secret");
  await page.getByLabel("Confirm password").fill("yet another secret");
  await page.getByRole("button", { name: /reset password|set new password|change password/i }).click();
  await expect(page.getByRole("heading", { name: "This link can't be used" })).toBeVisible();
  await expect(page.getByText("This reset link is invalid or has expired")).toBeVisible();

  await page.goto("/login");
  await page.getByLabel("Email").fill(member.email);
  await page.getByLabel("Password", { exact: true }).fill("a brand new secret");
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});
