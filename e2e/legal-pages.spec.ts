import { MONEY_BACK_DAYS } from "../src/shared/plans";
import { expect, snapshot, test } from "./support/fixtures";

test.skip(({ isMobile }) => !isMobile, "text pages, the same at every width");

// playwright.config.ts sets LEGAL_UPDATED=2026-03-14: the pages show that day, never the day they are read.
const LEGAL_UPDATED = "March 14, 2026";

test("the About page tells the story, the values, the team, the philosophy and the disclaimer", async ({
  page,
}, testInfo) => {
  await page.goto("/about");
  await expect(page).toHaveTitle("About · SignalDesk");
  await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /Who is behind SignalDesk/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Trading in the open");
  await expect(page.getByRole("main").getByRole("heading", { level: 2 })).toHaveText([
    "Our story",
    "What we do",
    "The team",
    "Our philosophy",
    "Not investment advice",
  ]);
  await expect(page.getByRole("region", { name: "What we do" }).getByRole("listitem")).toHaveCount(6);
  await expect(page.getByRole("region", { name: "The team" }).getByRole("heading", { level: 3 })).toHaveCount(3);
  await expect(page.getByRole("complementary", { name: "Not investment advice" })).toContainText(
    "Nothing on this site is investment advice",
  );
  await snapshot(page, testInfo, "about");
});

test("the Terms of Service carry the configured day they changed, the governing law, the plans and the money-back days", async ({
  page,
}, testInfo) => {
  await page.goto("/terms");
  await expect(page).toHaveTitle("Terms of Service · SignalDesk");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Terms of Service");
  await expect(page.getByText(`Last updated: ${LEGAL_UPDATED}`)).toBeVisible();
  await expect(page.getByRole("main")).toContainText("governed by the laws of the State of Delaware, United States");
  await expect(page.getByRole("main")).toContainText(`within ${MONEY_BACK_DAYS} days of your first payment`);
  await expect(page.getByRole("main")).toContainText("at least 18 years old");
  await expect(page.getByRole("main")).toContainText("$49 paid once for 30 days");
  await expect(page.getByRole("main")).toContainText("$179 per month");
  // LEGAL_ADDRESS and LEGAL_PHONE are not configured for this run: no empty lines for them.
  const contact = page.getByRole("main").locator("address");
  await expect(contact).toContainText("support@localhost");
  await expect(contact).not.toContainText("Address:");
  await expect(contact).not.toContainText("Phone:");
  await expect(page.getByText(/\b14 days\b/)).toHaveCount(0);
  await snapshot(page, testInfo, "terms");
});

test("the Privacy Policy says people under 18 are not served", async ({ page }, testInfo) => {
  await page.goto("/privacy");
  await expect(page).toHaveTitle("Privacy Policy · SignalDesk");
  await expect(page.getByText(`Last updated: ${LEGAL_UPDATED}`)).toBeVisible();
  await expect(page.getByRole("heading", { name: "9. Children" })).toBeVisible();
  await expect(page.getByRole("main")).toContainText("not intended for anyone under 18 years of age");
  await expect(page.getByRole("main").getByRole("link", { name: "support@localhost" }).first()).toHaveAttribute(
    "href",
    "mailto:support@localhost",
  );
  await snapshot(page, testInfo, "privacy");
});
