import { expect, registerThroughApi, snapshot, test } from "./support/fixtures";
import { latestEmailTo } from "./support/database";

/** The verification link in the newest email to that address, once the server has written it. */
async function linkFor(email: string, subject: RegExp): Promise<string> {
  // The mail is written after the answer, so it can reach the outbox a moment after the page moved on.
  await expect
    .poll(() => latestEmailTo(email)?.subject ?? "", { message: `email to ${email} in the outbox` })
    .toMatch(subject);
  const link = latestEmailTo(email)?.body.match(/https?:\/\/\S+\/verify-email\?token=\S+/)?.[0];
  if (!link) throw new Error(`no verification link to ${email}`);
  return link;
}

test("a member verifies the address from the emailed link, then changes it to a new, confirmed one", async ({
  page,
}, testInfo) => {
  const member = await registerThroughApi(page);
  await page.goto("/account");
  const banner = page.getByRole("region", { name: "Verify your email" });
  await expect(banner).toContainText("Please verify your email address");
  await expect(banner).toContainText(member.email.toLowerCase());
  await snapshot(page, testInfo, "verify-email-banner");
  if (testInfo.project.name === "mobile") await banner.screenshot({ path: "/tmp/verify-email-banner-375.png" });

  const link = await linkFor(member.email, /^Confirm your email address/);
  await page.goto(link);
  await expect(page.getByRole("heading", { name: "Email confirmed" })).toBeVisible();
  await expect(page.getByText("Your email address is verified.")).toBeVisible();
  await expect(banner).toBeHidden();

  // A link works once.
  await page.goto(link);
  await expect(page.getByRole("heading", { name: "This link can't be used" })).toBeVisible();

  await page.goto("/account");
  await expect(page.getByRole("heading", { name: "Account Settings" })).toBeVisible();
  await expect(banner).toBeHidden();
  const card = page.getByRole("region", { name: "Email address" });
  await expect(card.getByText("Verified", { exact: true })).toBeVisible();

  const newEmail = `new-${member.email.toLowerCase()}`;
  await card.getByLabel("New email").fill(newEmail);
  await card.getByLabel("Current password").fill(member.password);
  await card.getByRole("button", { name: "Change email" }).click();
  await expect(page.getByText("We sent a link to the new address")).toBeVisible();
  await expect(page.getByText(`Waiting for confirmation: ${newEmail}`)).toBeVisible();
  await card.scrollIntoViewIfNeeded();
  await snapshot(page, testInfo, "account-email-pending");
  if (testInfo.project.name === "mobile") await card.screenshot({ path: "/tmp/verify-email-card-375.png" });

  await page.goto(await linkFor(newEmail, /^Confirm your new email address/));
  await expect(page.getByRole("heading", { name: "Email confirmed" })).toBeVisible();
  await expect(page.getByText("Your email address has been changed.")).toBeVisible();
  await expect.poll(() => latestEmailTo(member.email)?.subject).toMatch(/email address was changed$/);

  await page.goto("/account");
  await expect(page.getByText(`${newEmail}`).first()).toBeVisible();
  await expect(page.getByText("Waiting for confirmation")).toBeHidden();
});
