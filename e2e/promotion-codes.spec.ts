import type { Page, TestInfo } from "@playwright/test";
import { choose, signInAsAdmin } from "./support/admin";
import { expect, expectAccessible, newMember, registerThroughApi, snapshot, test } from "./support/fixtures";
import { uniqueTag } from "./support/positions";

/** A dialog as the screen shows it: a full-page capture lays the page out again around it. */
async function dialogShot(page: Page, testInfo: TestInfo, name: string) {
  await snapshot(page, testInfo, name);
  if (process.env.E2E_SCREENSHOTS === "off") return;
  await page.screenshot({ path: testInfo.outputPath(`${testInfo.project.name}-${name}-dialog.png`) });
}

/*
 * A promotion code from the admin's Settings tab to a visitor's link, paid through the built-in test checkout at its
 * discounted price; then the new member uses the money-back guarantee and the admin sees the refund.
 */
test("an admin makes a code, a visitor pays the discounted price from its link, then has the money back", async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  test.skip(testInfo.project.name !== "mobile", "the same pages at every width; checked where members pay");
  test.slow();
  const code = `SPRING${uniqueTag()}${testInfo.project.name === "mobile" ? "M" : "D"}`.toUpperCase();

  // The admin, in a browser of their own, creates the code from the Settings tab (the same card on a phone).
  const adminContext = await browser.newContext({ baseURL, viewport: page.viewportSize() ?? undefined });
  const admin = await adminContext.newPage();
  await signInAsAdmin(admin);
  await admin.goto("/admin?tab=settings");
  const card = admin.getByRole("region", { name: "Promotion codes" });
  await card.getByRole("button", { name: "New code…" }).click();
  const dialog = admin.getByRole("dialog", { name: "New promotion code" });
  await dialog.getByRole("button", { name: "Create code" }).click();
  await expect(dialog.getByText("A code is 3 to 32 letters, digits, dashes or underscores")).toBeVisible();
  await dialog.getByLabel("Code", { exact: true }).fill(code);
  await dialog.getByLabel("Name members see").fill("Spring sale");
  await choose(admin, "Discount", "Percent off");
  await dialog.getByLabel("Percent off").fill("20");
  await choose(admin, "Applies to", "The first payment");
  await dialog.getByLabel("Most uses in all (optional)").fill("100");
  await dialogShot(admin, testInfo, "promotion-code-form");
  await dialog.getByRole("button", { name: "Create code" }).click();
  await expect(dialog).toHaveCount(0);
  const row = card.getByRole("listitem", { name: `Code ${code}` });
  await expect(row).toContainText("20% off the first payment, on Trial Access and Pro Plan");
  await expect(row).toContainText("0 of 100 used");

  // A visitor follows the link: the code is shown applied, with the price after it, before anything else.
  await page.goto(`/plans?code=${code.toLowerCase()}`);
  await expect(page.getByText(`Code ${code} applied: Spring sale`)).toBeVisible();
  const trial = page.getByRole("region", { name: "Trial Access" });
  await expect(trial.getByText("$39.20", { exact: true })).toBeVisible();
  await expect(trial.getByLabel("List price $49")).toBeVisible();
  const pro = page.getByRole("region", { name: "Pro Plan" });
  await expect(pro.getByText("first month, then $179 per month")).toBeVisible();
  await expectAccessible(page);
  await snapshot(page, testInfo, "plans-with-code");

  // They create an account; the plans page still has the code, and the checkout charges the price after it.
  const member = newMember();
  await registerThroughApi(page, member);
  await page.goto("/plans");
  await expect(page.getByText(`Code ${code} applied: Spring sale`)).toBeVisible();
  await page.getByRole("button", { name: "Get Trial Access - $39.20" }).click();
  await expect(page).toHaveURL(/\/checkout\/local\/[0-9a-f-]+$/);
  await expect(page.getByText(`Code ${code}: Spring sale (20% off the first payment)`)).toBeVisible();
  await expect(page.getByText("-$9.80")).toBeVisible();
  await snapshot(page, testInfo, "local-checkout-with-code");
  await page.getByRole("button", { name: "Pay $39.20" }).click();
  await expect(page).toHaveURL(/\/subscription\/success/);

  // The new member asks for the money back from the account page, confirmed with the password.
  await page.goto("/account");
  const guarantee = page.getByText("Money-back guarantee", { exact: true });
  await expect(guarantee).toBeVisible();
  await page.getByRole("button", { name: "Refund my first payment ($39.20)…" }).click();
  const confirm = page.getByRole("dialog", { name: "Refund $39.20 and end your access?" });
  await confirm.getByLabel("Your password").fill("not the password");
  await confirm.getByRole("button", { name: "Refund $39.20" }).click();
  await expect(confirm.getByText("Your password is not correct")).toBeVisible();
  await confirm.getByLabel("Your password").fill(member.password);
  await dialogShot(page, testInfo, "guarantee-dialog");
  await confirm.getByRole("button", { name: "Refund $39.20" }).click();
  await expect(page.getByText("$39.20 refunded. Your access has ended.")).toBeVisible();
  await expect(page.getByText(/You used the money-back guarantee: \$39\.20 was refunded/)).toBeVisible();
  await expect(page.getByRole("button", { name: /Refund my first payment/ })).toHaveCount(0);
  await snapshot(page, testInfo, "account-guarantee-used");

  // The admin sees the redemption and, on the member's page, the refund.
  await admin.reload();
  await expect(row).toContainText("1 of 100 used");
  await row.getByRole("button", { name: "Redemptions (1)" }).click();
  await expect(row.getByRole("list", { name: "Redemptions" })).toContainText(member.email.toLowerCase());
  await snapshot(admin, testInfo, "admin-promotion-codes");
  const me = (await (await page.request.get("/api/auth/me")).json()) as { id: string };
  await admin.goto(`/admin/members/${me.id}`);
  await expect(admin.getByText(/· Refund ·/)).toBeVisible();
  await snapshot(admin, testInfo, "admin-member-refunded");
  await adminContext.close();
});
