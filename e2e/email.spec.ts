import { signInAsAdmin } from "./support/admin";
import { expect, expectAccessible, newMember, registerThroughApi, snapshot, test } from "./support/fixtures";
import { E2E_MAIL_WEBHOOK_SECRET, linkIn, mailTo, refuseMailTo } from "./support/mailbox";

test.skip(
  ({ isMobile }) => isMobile,
  "the mail viewer is part of the admin panel; messages render in mail clients, not at our widths",
);

test("a new member registers, confirms the address from the email received, and unsubscribes from the welcome", async ({
  page,
}, testInfo) => {
  // Two emails travel through the outbox and the mail server, and every screen is checked by axe.
  test.setTimeout(120_000);
  const member = newMember();
  await page.goto("/register");
  await page.getByLabel("First name").fill(member.firstName);
  await page.getByLabel("Last name").fill(member.lastName);
  await page.getByLabel("Email").fill(member.email);
  await page.getByLabel("Password", { exact: true }).fill(member.password);
  await page.getByLabel("Confirm password").fill(member.password);
  await page.getByRole("checkbox", { name: /I agree to the/ }).check();
  await page.getByRole("button", { name: "Create Account & Continue to Payment" }).click();
  await expect(page).toHaveURL(/\/plans$/);

  // Read from the mail server the app sent it to, as the member reads their inbox.
  const verification = await mailTo(member.email, /^Confirm your email address for SignalDesk$/);
  expect(verification.html).toContain("Confirm my address");
  expect(verification.headers["list-unsubscribe"]).toBeUndefined();
  await page.goto(linkIn(verification, /\/verify-email\?token=/));
  await expect(page.getByRole("heading", { name: "Email confirmed" })).toBeVisible();

  // The welcome follows the confirmation; it can be turned off from its own link, and from the mail client.
  const welcome = await mailTo(member.email, /^Welcome to SignalDesk$/);
  expect(welcome.headers["list-unsubscribe-post"]).toBe("List-Unsubscribe=One-Click");
  const oneClick = welcome.headers["list-unsubscribe"]?.slice(1, -1) ?? "";
  expect(oneClick).toMatch(/\/api\/email\/unsubscribe\?token=/);

  await page.goto(linkIn(welcome, /\/unsubscribe\?token=/));
  await expect(page.getByRole("heading", { name: "Unsubscribe?" })).toBeVisible();
  await expect(
    page.getByText("Stop sending welcome, tips and trial reminder emails to e***@example.com."),
  ).toBeVisible();
  await expectAccessible(page);
  await snapshot(page, testInfo, "unsubscribe-ask");
  await page.getByRole("button", { name: "Unsubscribe" }).click();
  await expect(page.getByRole("heading", { name: "You are unsubscribed" })).toBeVisible();
  await expectAccessible(page);
  await snapshot(page, testInfo, "unsubscribe-done");

  await page.getByRole("button", { name: "Subscribe again" }).click();
  await expect(page.getByRole("heading", { name: "Unsubscribe?" })).toBeVisible();
  // A mail client's one-click unsubscribe: a form post, no session, no Origin.
  const posted = await page.request.post(oneClick, {
    form: { "List-Unsubscribe": "One-Click" },
    headers: { cookie: "" },
  });
  expect(posted.status()).toBe(200);
  await page.reload();
  await expect(page.getByRole("heading", { name: "You are unsubscribed" })).toBeVisible();
});

test("a member whose address bounced is told on the account page, and confirms it again", async ({
  page,
}, testInfo) => {
  const member = await registerThroughApi(page);
  await page.goto(linkIn(await mailTo(member.email, /^Confirm your email address/), /\/verify-email\?token=/));
  await expect(page.getByRole("heading", { name: "Email confirmed" })).toBeVisible();

  // The mail provider reports the address bounced (docs/operations.md#email).
  const reported = await page.request.post("/api/email/bounces", {
    data: { type: "bounce", email: member.email },
    headers: { authorization: `Bearer ${E2E_MAIL_WEBHOOK_SECRET}` },
  });
  expect(reported.status()).toBe(200);

  await page.goto("/account");
  const notice = page.getByRole("region", { name: "We can't deliver email to you" });
  await expect(notice).toContainText("Messages to it bounced");
  await expect(notice).toContainText(member.email.toLowerCase());
  await expectAccessible(page);
  await notice.scrollIntoViewIfNeeded();
  await snapshot(page, testInfo, "account-undeliverable");

  await notice.getByRole("button", { name: "Send a confirmation link" }).click();
  await expect(notice.getByRole("status")).toBeVisible();
  const relink = await mailTo(member.email, /^Confirm your email address/, 1);
  await page.goto(linkIn(relink, /\/verify-email\?token=/));
  await expect(page.getByRole("heading", { name: "Email confirmed" })).toBeVisible();
  await page.goto("/account");
  await expect(page.getByRole("heading", { name: "Account Settings" })).toBeVisible();
  await expect(notice).toBeHidden();
});

test("the admin reads a message waiting in the outbox in the development mail viewer", async ({ page }, testInfo) => {
  const member = newMember();
  // The member's mailbox turns mail away for now: the verification waits in the outbox, its content kept.
  await refuseMailTo(member.email);
  await registerThroughApi(page, member);

  await signInAsAdmin(page);
  await page.goto("/admin/mail");
  await expect(page.getByRole("heading", { name: "Mail viewer" })).toBeVisible();
  const row = page.getByRole("button", {
    name: new RegExp(`Confirm your email address for SignalDesk.*${member.email}`, "i"),
  });
  // The verification is queued once registration has answered: the admin refreshes until it is there.
  await expect(async () => {
    await page.getByRole("button", { name: "Refresh" }).click();
    await expect(row).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await expect(row).toContainText(/pending/);
  // The viewer itself, before a message's HTML opens in its frame: that is the email as mail clients show it, and
  // the accessibility check waits on a sandboxed frame until it gives up.
  await expectAccessible(page);
  await row.click();
  const html = page.frameLocator(`iframe[title="HTML of Confirm your email address for SignalDesk"]`);
  await expect(html.getByRole("link", { name: "Confirm my address" })).toBeVisible();
  await snapshot(page, testInfo, "mail-viewer");
  await page.getByRole("tab", { name: "Plain text" }).click();
  await expect(page.getByText(/\/verify-email\?token=/)).toBeVisible();
});
