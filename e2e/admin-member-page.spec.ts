import { totpCode } from "../src/server/features/auth/second-factor.service";
import { signInNewAdminThroughScreen } from "./support/admin";
import { ageSecondFactorChecksOf } from "./support/database";
import { expect, expectAccessible, newMember, snapshot, test } from "./support/fixtures";
import { uniqueTag } from "./support/positions";

test.skip(({ isMobile }) => isMobile, "an admin tool, the same screen at every width; admins work at a desk");

test("an admin opens a member from the users list, reads their plan, payments and sessions, and grants 7 days", async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  test.slow();
  // The member buys Trial Access with the built-in test checkout, in their own browser.
  const member = { ...newMember(), firstName: "Odile", lastName: `Member${uniqueTag()}${Date.now().toString(36)}` };
  const memberContext = await browser.newContext({ baseURL });
  const registered = await memberContext.request.post("/api/auth/register", { data: member });
  expect(registered.status(), await registered.text()).toBe(201);
  const opened = await memberContext.request.post("/api/stripe/create-checkout-session", {
    data: { planType: "trial" },
  });
  const checkoutId = ((await opened.json()) as { url: string }).url.split("/").pop() ?? "";
  const paid = await memberContext.request.post(`/api/payments/local/sessions/${checkoutId}/complete`, { data: {} });
  expect(paid.status(), await paid.text()).toBe(200);
  await memberContext.close();

  const admin = await signInNewAdminThroughScreen(page);

  await page.goto("/admin?tab=users");
  await page.getByPlaceholder("Search users by name or email...").fill(member.lastName);
  await page.getByRole("link", { name: `${member.firstName} ${member.lastName}` }).click();
  await expect(page).toHaveURL(/\/admin\/members\//);
  await expect(page.getByRole("heading", { name: `${member.firstName} ${member.lastName}` })).toBeVisible();
  await expect(page.getByText("Obtained")).toBeVisible();
  await expect(page.getByText("Paid", { exact: true })).toBeVisible();
  await expect(page.getByText("Test payment (no money moved)")).toBeVisible();
  await expect(page.getByRole("button", { name: "Sign out" })).toHaveCount(1);
  // Each chat platform says, under its label, where this member (who never linked) stands in its room.
  await expect(page.getByText(/^Telegram: not (set up|linked)$/)).toBeVisible();
  await expect(page.getByText(/^Discord: not (set up|linked)$/)).toBeVisible();
  const expiryBefore = await page
    .getByText(/^[A-Z][a-z]{2} \d{1,2}, \d{4}$/)
    .first()
    .textContent();
  await expectAccessible(page);
  await snapshot(page, testInfo, "admin-member-page");

  // Minutes later, granting asks for the app's code again; the next step's code is accepted now.
  ageSecondFactorChecksOf(admin.email);
  await page.getByLabel("Days to add").fill("7");
  await page.getByRole("button", { name: "Grant time" }).click();
  const confirm = page.getByRole("dialog", { name: "Confirm it is you" });
  await expect(confirm).toBeVisible();
  await confirm.getByLabel("Authentication code").fill(totpCode(admin.secret, new Date(Date.now() + 30_000)));
  await confirm.getByRole("button", { name: "Confirm" }).click();
  await expect(page.getByText(/^Access extended to /)).toBeVisible();
  const expected = new Date(Date.parse(`${expiryBefore ?? ""} UTC`) + 7 * 24 * 60 * 60 * 1000);
  const expectedText = new Intl.DateTimeFormat("en-US", {
    month: "short",
    day: "numeric",
    year: "numeric",
    timeZone: "UTC",
  }).format(expected);
  await expect(page.locator("dd").filter({ hasText: expectedText })).toBeVisible();
  await snapshot(page, testInfo, "admin-member-page-granted");
});
