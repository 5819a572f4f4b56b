import type { Browser, Page } from "@playwright/test";
import { expect, expectAccessible, newMember, snapshot, test, type Member } from "./support/fixtures";
import { choose, dateOnlyFromToday, isPhone, signInAsAdmin } from "./support/admin";
import { uniqueTag } from "./support/positions";

/** A member in their own browser, apart from the admin's page. */
async function memberBrowser(browser: Browser, baseURL: string | undefined, member: Member) {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  const response = await page.request.post("/api/auth/register", { data: member });
  expect(response.status(), await response.text()).toBe(201);
  return { page, close: () => context.close() };
}

// Journeys across two browsers and many edits; the machine's two cores are shared with other runs.
test.beforeEach(() => test.slow());

async function searchUsers(page: Page, text: string) {
  await page.getByPlaceholder("Search users by name or email...").fill(text);
}

test("an admin finds a member, grants access with an expiry, and the member's dashboard follows", async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  test.skip(test.info().project.name !== "desktop", "the same screen at every width; checked where admins work");
  // The random tag comes first, so the part searched for below is this test's alone.
  const member = { ...newMember(), firstName: "Zoltan", lastName: `Quist${uniqueTag()}${Date.now().toString(36)}` };
  const memberSide = await memberBrowser(browser, baseURL, member);
  try {
    await memberSide.page.goto("/dashboard");
    await expect(memberSide.page.getByRole("heading", { name: "Subscription Required" })).toBeVisible();

    await signInAsAdmin(page);
    await page.goto("/admin?tab=users");
    // Part of the last name, in another case: the server searches names and emails case-insensitively.
    await searchUsers(page, member.lastName.toUpperCase().slice(0, 9));
    const cards = page.getByRole("list", { name: "Users" }).getByRole("listitem");
    await expect(cards).toHaveCount(1);
    await expect(page.getByText("1 User", { exact: true })).toBeVisible();
    const card = cards.filter({ hasText: member.email });
    await expect(card).toContainText(`${member.firstName} ${member.lastName}`);
    await expect(card).toContainText("INACTIVE");
    await expect(card).toContainText("Joined:");

    const expiry = dateOnlyFromToday(10);
    await card.getByRole("button", { name: `Edit ${member.firstName} ${member.lastName}` }).click();
    const dialog = page.getByRole("dialog", { name: "Edit User Subscription" });
    await expect(dialog).toContainText(member.email);
    // Premium is called Pro here as everywhere else.
    await choose(page, "Subscription Status", "Pro");
    await expect(page.getByText("Premium")).toHaveCount(0);
    await choose(page, "Subscription Status", "Standard");
    await dialog.getByLabel("Expiry Date").fill(expiry);
    await snapshot(page, testInfo, "admin-users-edit");
    await dialog.getByRole("button", { name: "Save Changes" }).click();
    await expect(dialog).toHaveCount(0);
    await expect(card).toContainText("STANDARD");
    const shown = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeZone: "UTC" }).format(
      new Date(`${expiry}T12:00:00Z`),
    );
    await expect(card).toContainText(`Expires: ${shown}`);

    await memberSide.page.reload();
    await expect(memberSide.page.getByRole("heading", { name: `Welcome back, ${member.firstName}` })).toBeVisible();

    // Yesterday's date: the grant has run out, the card says so and the dashboard closes again.
    await card.getByRole("button", { name: /^Edit / }).click();
    await dialog.getByLabel("Expiry Date").fill(dateOnlyFromToday(-1));
    await dialog.getByRole("button", { name: "Save Changes" }).click();
    await expect(dialog).toHaveCount(0);
    await expect(card).toContainText("EXPIRED");
    await memberSide.page.reload();
    await expect(memberSide.page.getByRole("heading", { name: "Subscription Required" })).toBeVisible();

    // An empty date is open-ended access (docs/product.md#access).
    await card.getByRole("button", { name: /^Edit / }).click();
    await dialog.getByLabel("Expiry Date").fill("");
    await dialog.getByRole("button", { name: "Save Changes" }).click();
    await expect(card).toContainText("No expiry");
    await memberSide.page.reload();
    await expect(memberSide.page.getByRole("heading", { name: `Welcome back, ${member.firstName}` })).toBeVisible();
  } finally {
    await memberSide.close();
  }
});

test("an admin deletes a member after confirming; admins have no delete button", async ({ page }) => {
  test.skip(test.info().project.name !== "desktop", "the same screen at every width; checked where admins work");
  const member = { ...newMember(), lastName: `Gone${Date.now().toString(36)}` };
  const registered = await page.request.post("/api/auth/register", { data: member });
  expect(registered.status()).toBe(201);
  await page.request.post("/api/auth/logout");
  await signInAsAdmin(page);
  await page.goto("/admin?tab=users");

  await searchUsers(page, "admin@e2e");
  const adminCard = page
    .getByRole("list", { name: "Users" })
    .getByRole("listitem")
    .filter({ hasText: "admin@e2e.test" });
  // The admin's name is "Admin", so the badge is the second "Admin" on the card.
  await expect(adminCard.getByText("Admin", { exact: true })).toHaveCount(2);
  await expect(adminCard.getByRole("button", { name: /^Delete/ })).toHaveCount(0);

  await searchUsers(page, member.email);
  const card = page.getByRole("list", { name: "Users" }).getByRole("listitem").filter({ hasText: member.email });
  page.once("dialog", async (dialog) => {
    // The question names the member (they have no paid plan, so no word of one).
    expect(dialog.message()).toBe(
      `Delete ${member.firstName} ${member.lastName} (${member.email.toLowerCase()})? This cannot be undone.`,
    );
    await dialog.accept();
  });
  await card.getByRole("button", { name: /^Delete/ }).click();
  await expect(page.getByRole("heading", { name: "No Users Found" })).toBeVisible();
  await expect(page.getByText("Try adjusting your search or filters.")).toBeVisible();
  await expectAccessible(page);

  // A search longer than the server takes shows the server's reason, not a generic failure.
  await searchUsers(page, "x".repeat(201));
  await expect(page.getByRole("alert").filter({ hasText: "Search is too long" })).toBeVisible();
  await expect(page.getByText("Failed to fetch users")).toHaveCount(0);
});

test("the list loads 50 users at a time and fetches more on request", async ({ page, playwright, baseURL }) => {
  test.skip(isPhone(page), "the same screen on both widths; paging is checked once");
  const lastName = `Page${Date.now().toString(36)}`;
  const api = await playwright.request.newContext({ baseURL });
  try {
    for (let index = 0; index < 52; index += 1) {
      const response = await api.post("/api/auth/register", { data: { ...newMember(), lastName } });
      expect(response.status()).toBe(201);
      await api.post("/api/auth/logout");
    }
  } finally {
    await api.dispose();
  }
  await signInAsAdmin(page);
  await page.goto("/admin?tab=users");
  await searchUsers(page, lastName);
  const cards = page.getByRole("list", { name: "Users" }).getByRole("listitem");
  await expect(page.getByText("52 Users", { exact: true })).toBeVisible();
  await expect(cards).toHaveCount(50);
  await page.getByRole("button", { name: "Load more (50 of 52)" }).click();
  await expect(cards).toHaveCount(52);
  await expect(page.getByRole("button", { name: /^Load more/ })).toHaveCount(0);
});
