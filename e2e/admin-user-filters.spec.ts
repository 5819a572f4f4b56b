import { expect, newMember, snapshot, test } from "./support/fixtures";
import { choose, signInAsAdmin } from "./support/admin";
import { seedRunningPro, setSubscription } from "./support/database";
import { uniqueTag } from "./support/positions";

test.skip(({ isMobile }) => isMobile, "an admin tool, the same screen at every width; admins work at a desk");

const DAY_MS = 86_400_000;
const utcDay = (at: Date) => new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeZone: "UTC" }).format(at);

test("an admin filters the members by status and by paying, and sees who renews and what they last paid", async ({
  page,
  playwright,
  baseURL,
}, testInfo) => {
  test.slow();
  const lastName = `Filter${uniqueTag()}${Date.now().toString(36)}`;
  const members = {
    pro: { ...newMember(), firstName: "Paula", lastName },
    trial: { ...newMember(), firstName: "Tomas", lastName },
    lapsed: { ...newMember(), firstName: "Lena", lastName },
  };
  const api = await playwright.request.newContext({ baseURL });
  try {
    for (const member of Object.values(members)) {
      const response = await api.post("/api/auth/register", { data: member });
      expect(response.status(), await response.text()).toBe(201);
      await api.post("/api/auth/logout");
    }
  } finally {
    await api.dispose();
  }
  const renewal = new Date(Date.now() + 30 * DAY_MS);
  setSubscription(members.pro.email, "premium", renewal);
  seedRunningPro(members.pro.email, 4900, new Date(Date.now() - DAY_MS), renewal);
  setSubscription(members.trial.email, "trial", new Date(Date.now() + 5 * DAY_MS));
  setSubscription(members.lapsed.email, "standard", new Date(Date.now() - 2 * DAY_MS));

  await signInAsAdmin(page);
  await page.goto("/admin?tab=users");
  await page.getByPlaceholder("Search users by name or email...").fill(lastName);
  const cards = page.getByRole("list", { name: "Users" }).getByRole("listitem");
  await expect(cards).toHaveCount(3);

  await choose(page, "Status", "Pro");
  await expect(cards).toHaveCount(1);
  await expect(page.getByText("1 User", { exact: true })).toBeVisible();
  await expect(cards).toContainText("Paula");
  await expect(cards).toContainText("PRO");
  await expect(cards).toContainText(`Renews: ${utcDay(renewal)}`);
  await expect(cards).toContainText("$49.00");
  // Seeded as the local checkout records it: a test payment, labelled so it is never read as money received.
  await expect(cards).toContainText("Last test payment:");
  await expect(cards).toContainText("(no money moved)");
  await snapshot(page, testInfo, "admin-user-test-payment");

  await choose(page, "Status", "Expired");
  await expect(cards).toHaveCount(1);
  await expect(cards).toContainText("Lena");
  await expect(cards).toContainText("EXPIRED");
  await expect(cards).toContainText("Standard until");

  await choose(page, "Status", "All statuses");
  await choose(page, "Paying", "Not paying");
  await expect(cards).toHaveCount(2);
  await expect(cards.filter({ hasText: "Paula" })).toHaveCount(0);
  await snapshot(page, testInfo, "admin-user-filters");

  await choose(page, "Paying", "Paying");
  await expect(cards).toHaveCount(1);
  await expect(cards).toContainText("Paula");
  // Each counter counts what the Status filter lists, over all members, and pressing it applies that filter.
  const counters = page.getByRole("group", { name: "All members by status" });
  const expired = counters.getByRole("button", { name: /^Expired \d+$/ });
  await expired.click();
  await expect(expired).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByRole("combobox", { name: "Status", exact: true })).toHaveText("Expired");
  await expect(cards).toHaveCount(0);
  await expect(page.getByText("Try adjusting your search or filters.")).toBeVisible();
});
