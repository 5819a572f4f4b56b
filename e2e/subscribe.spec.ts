import type { Page } from "@playwright/test";
import { expect, expectAccessible, registerThroughApi, snapshot, test } from "./support/fixtures";
import { setSubscription } from "./support/database";

test.skip(({ isMobile }) => !isMobile, "the checkout is the same at every width; checked where most members pay");

const DAY = 24 * 60 * 60 * 1000;
const longDate = (date: Date) =>
  new Intl.DateTimeFormat("en-US", { year: "numeric", month: "long", day: "numeric" }).format(date);

/** The page's own title and meta description (usePageMeta), not the site-wide ones. */
async function expectPageMeta(page: Page, title: string, description: RegExp) {
  await expect(page).toHaveTitle(`${title} · SignalDesk`);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", description);
}

/** Buys a plan through the API and the local checkout's pay endpoint, as the checkout page would. */
async function buyThroughApi(page: Page, planType: "trial" | "pro") {
  const checkout = await page.request.post("/api/stripe/create-checkout-session", { data: { planType } });
  expect(checkout.status(), await checkout.text()).toBe(200);
  const { url } = (await checkout.json()) as { url: string };
  const paid = await page.request.post(`/api/payments/local/sessions/${url.split("/").pop()}/complete`);
  expect(paid.status(), await paid.text()).toBe(200);
}

test("a visitor sees the plans with a Login Required card and is sent to sign in to buy", async ({
  page,
}, testInfo) => {
  await page.goto("/plans");
  await expect(page.getByRole("heading", { name: "Login Required" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Create Account" })).toHaveAttribute("href", "/register");
  await expect(page.getByText("Most Popular", { exact: true })).toBeVisible();
  await expect(page.getByText("Perfect for beginners")).toBeVisible();
  await expect(page.getByRole("table")).toContainText("Portfolio tracking");
  await page.getByText("Is there a money-back guarantee?").click();
  await expect(page.getByText(/within 7 days/)).toBeVisible();
  await expect(page.getByText(/14[- ]day/)).toHaveCount(0);
  await expectAccessible(page);
  await snapshot(page, testInfo, "plans-signed-out");

  await page.getByRole("button", { name: "Get Trial Access - $49" }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText("Please log in to subscribe to a plan.")).toBeVisible();
});

test("a new member buys Trial Access and reaches the dashboard", async ({ page }, testInfo) => {
  await registerThroughApi(page);
  await page.goto("/plans");
  await expect(page.getByRole("heading", { name: "Login Required" })).toHaveCount(0);
  await expectPageMeta(page, "Plans", /Trial Access \(\$49 once, 30 days\) or Pro Plan \(\$179 a month/);
  await expectAccessible(page);
  await snapshot(page, testInfo, "plans-signed-in");

  await page.getByRole("button", { name: "Get Trial Access - $49" }).click();
  await expect(page).toHaveURL(/\/checkout\/local\/[0-9a-f-]+$/);
  await expect(page.getByRole("heading", { name: "Trial Access" })).toBeVisible();
  await expect(page.getByText("$49.00")).toBeVisible();
  await expectPageMeta(page, "Checkout", /Confirm the payment/);
  await expectAccessible(page);
  await snapshot(page, testInfo, "local-checkout");

  await page.getByRole("button", { name: "Pay $49" }).click();
  await expect(page).toHaveURL(/\/subscription\/success\?session_id=/);
  await expect(page.getByText("Processing your subscription...")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Trial Access Activated" })).toBeVisible();
  await expect(page.getByText("Trial Active")).toBeVisible();
  await expect(page.getByText("Access Until")).toBeVisible();
  await expectPageMeta(page, "Subscription", /after checkout/);
  await expect(page.getByText(longDate(new Date(Date.now() + 30 * DAY)))).toBeVisible();
  await expect(page.getByRole("link", { name: "Upgrade to Pro" })).toHaveAttribute("href", "/plans");
  await expect(page.getByRole("link", { name: "Contact support" })).toHaveAttribute("href", /^mailto:/);
  await expectAccessible(page);
  await snapshot(page, testInfo, "success-trial");

  await page.getByRole("link", { name: "Go to Dashboard" }).click();
  await expect(page.getByText("Trial Access Active")).toBeVisible();
  await expect(page.getByText("Subscription Required")).toHaveCount(0);
  await expect(page.getByRole("heading", { name: /Welcome back/ })).toBeVisible();
  await snapshot(page, testInfo, "dashboard-trial");
});

test("a trial member upgrades to Pro, then cancels it in account settings", async ({ page }, testInfo) => {
  await registerThroughApi(page);
  await buyThroughApi(page, "trial");
  await page.goto("/plans");
  // A second trial makes no sense while the first lasts: the trial is marked as the member's plan, not offered.
  const trialCard = page.getByRole("region", { name: "Trial Access" });
  await expect(trialCard.getByText("Your plan", { exact: true })).toBeVisible();
  await expect(trialCard.getByRole("button")).toHaveCount(0);
  // Pro is the one step left, so it comes first: above the trial on a phone, left of it on a wide screen.
  const proBox = await page.getByRole("region", { name: "Pro Plan", exact: true }).boundingBox();
  const trialBox = await trialCard.boundingBox();
  expect((proBox?.y ?? 0) < (trialBox?.y ?? 0) || (proBox?.x ?? 0) < (trialBox?.x ?? 0)).toBe(true);
  await snapshot(page, testInfo, "plans-trial-member");
  const buy = page.getByRole("button", { name: "Get Pro Plan - $179" });
  await buy.dblclick();
  await expect(page).toHaveURL(/\/checkout\/local\//);
  await page.getByRole("button", { name: "Pay $179" }).click();
  await expect(page.getByRole("heading", { name: "Pro Subscription Active" })).toBeVisible();
  await expect(page.getByText("Pro Member").first()).toBeVisible();
  await snapshot(page, testInfo, "success-pro");

  // Nothing left to buy: the plans page shows a Pro member their plan and where to change it.
  await page.goto("/plans");
  await expect(page.getByRole("heading", { name: "Your plan", level: 1 })).toBeVisible();
  const current = page.getByRole("region", { name: "You're on Pro Plan" });
  await expect(current).toContainText("Priority customer support");
  await expect(current.getByRole("link", { name: "Account settings" })).toHaveAttribute("href", "/account");
  await expect(page.getByRole("button", { name: /^Get / })).toHaveCount(0);
  await page.goto("/dashboard");
  await expect(page.getByText("Trial Access Active")).toHaveCount(0);

  await page.goto("/account");
  await expect(page.getByRole("heading", { name: "Account Settings" })).toBeVisible();
  await expectPageMeta(page, "Account Settings", /payment history/);
  await expect(page.getByText("Pro Plan (monthly)")).toBeVisible();
  await expect(page.getByText("Trial Access (30 days)")).toBeVisible();
  await expectAccessible(page);
  await snapshot(page, testInfo, "account-pro");

  await page.getByRole("button", { name: "Cancel Pro" }).click();
  await expect(page.getByRole("dialog")).toContainText("You keep full access until");
  await page.getByRole("button", { name: "Cancel subscription" }).click();
  await expect(page.getByText("Ends at period end")).toBeVisible();
  await expect(page.getByText(/will not renew/)).toBeVisible();
  await expect(page.getByRole("button", { name: "Cancel Pro" })).toHaveCount(0);
  await snapshot(page, testInfo, "account-pro-cancelled");
  const checkouts = await page.request.get("/api/payments");
  expect(((await checkouts.json()) as { payments: unknown[] }).payments).toHaveLength(2);
});

test("an expired trial sees 'Trial Access Expired' above 'Subscription Required'", async ({ page }, testInfo) => {
  const member = await registerThroughApi(page);
  setSubscription(member.email, "trial", new Date(Date.now() - DAY));
  await page.goto("/dashboard");
  await expect(page.getByText("Trial Access Expired")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Subscription Required" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Upgrade to Pro" })).toHaveAttribute("href", "/plans");
  await expectAccessible(page);
  await snapshot(page, testInfo, "dashboard-trial-expired");
});

test.describe("the trial's days left", () => {
  test.use({ timezoneId: "UTC" });

  // docs/product.md#plans: the count is calendar days to the date shown beside it, turning over at midnight.
  test("count calendar days to the date beside them, around midnight and on the last day", async ({
    page,
  }, testInfo) => {
    const member = await registerThroughApi(page);
    const today = new Date(new Date().toISOString().slice(0, 10) + "T00:00:00.000Z").getTime();
    const expiry = new Date(today + 3 * DAY + 10 * 60 * 60 * 1000);
    setSubscription(member.email, "trial", expiry);
    const until = `Access until ${longDate(expiry)}`;

    await page.clock.setFixedTime(new Date(today + DAY - 60_000));
    await page.goto("/dashboard");
    await expect(page.getByText("Trial ending in 3 days")).toBeVisible();
    await expect(page.getByText(until).first()).toBeVisible();
    await snapshot(page, testInfo, "dashboard-trial-ending");

    await page.clock.setFixedTime(new Date(today + DAY + 60_000));
    await page.reload();
    await expect(page.getByText("Trial ending in 2 days")).toBeVisible();

    await page.clock.setFixedTime(new Date(today + 3 * DAY + 6 * 60 * 60 * 1000));
    await page.reload();
    await expect(page.getByText("Trial ends today")).toBeVisible();
    await expect(page.getByRole("region", { name: "Trial status" })).toContainText(until);
  });
});

test("an expired trial is offered Pro alone, as its banner says", async ({ page }) => {
  const member = await registerThroughApi(page);
  setSubscription(member.email, "trial", new Date(Date.now() - DAY));
  await page.goto("/dashboard");
  await page.getByRole("link", { name: "Upgrade to Pro" }).click();
  await expect(page.getByRole("heading", { name: "Choose your plan" })).toBeVisible();
  const trialCard = page.getByRole("region", { name: "Trial Access" });
  await expect(trialCard.getByRole("button")).toHaveCount(0);
  await expect(trialCard).toContainText("Trial Access is once per member");
  await expect(page.getByRole("button", { name: "Get Pro Plan - $179" })).toBeEnabled();
  await page.screenshot({ path: test.info().outputPath("plans-expired-trial.png"), fullPage: true });
});

test("a member changes the password in account settings", async ({ page }) => {
  const member = await registerThroughApi(page);
  await page.goto("/account");
  await expect(page.getByText("No plan")).toBeVisible();
  await expect(page.getByText("No payments yet.")).toBeVisible();
  const card = page.getByRole("region", { name: "Change password" });
  await card.getByLabel("Current password").fill(member.password);
  await card.getByLabel("New password").fill("qwerty123456");
  await card.getByLabel("Confirm password").fill("qwerty123456");
  await card.getByRole("button", { name: "Change password" }).click();
  await expect(card.getByLabel("New password")).toHaveAccessibleDescription(/too easy to guess/);
  await card.getByLabel("New password").fill("a brand new secret");
  await card.getByLabel("Confirm password").fill("a brand new secret");
  await card.getByRole("button", { name: "Change password" }).click();
  await expect(page.getByText("Your password has been changed.")).toBeVisible();
});

test("a Pro member whose access was ended is sent to support, not round between plans and account", async ({
  page,
}) => {
  const member = await registerThroughApi(page);
  await buyThroughApi(page, "pro");
  setSubscription(member.email, "premium", new Date(Date.now() - DAY));
  await page.goto("/plans");
  const notice = page.getByRole("region", { name: /Your access has ended, but your Pro Plan is still on file/ });
  await expect(notice.getByRole("link", { name: "Contact support" })).toHaveAttribute("href", /^mailto:/);
  await expect(page.getByRole("button", { name: /^Get / })).toHaveCount(0);
});
