import { expect, registerThroughApi, snapshot, test } from "./support/fixtures";
import { linkIn, mailTo } from "./support/mailbox";

test.skip(({ isMobile }) => !isMobile, "a form and a mailed link, the same at every width");

/** The verification link in the newest email to that address with that subject, as the mail server received it. */
async function linkFor(email: string, subject: RegExp): Promise<string> {
  return linkIn(await mailTo(email, subject), /\/verify-email\?token=/);
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

  await page.goto(await linkFor(newEmail, /^Confirm your new email address/));
  await expect(page.getByRole("heading", { name: "Email confirmed" })).toBeVisible();
  await expect(page.getByText("Your email address has been changed.")).toBeVisible();
  await mailTo(member.email, /email address was changed$/);

  await page.goto("/account");
  await expect(page.getByText(`${newEmail}`).first()).toBeVisible();
  await expect(page.getByText("Waiting for confirmation")).toBeHidden();
});
