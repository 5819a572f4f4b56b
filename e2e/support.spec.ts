import type { Browser, Page } from "@playwright/test";
import { expect, expectAccessible, hearNoLiveEvents, newMember, snapshot, test, type Member } from "./support/fixtures";
import { isPhone, signInAsAdmin } from "./support/admin";
import { markEmailVerified, setSubscription } from "./support/database";
import { mailTo } from "./support/mailbox";
import { uniqueTag } from "./support/positions";

const IN_30_DAYS = () => new Date(Date.now() + 30 * 86_400_000);

/** A member in their own browser, at the page's width, apart from the admin's page. */
async function memberBrowser(browser: Browser, page: Page, baseURL: string | undefined, member: Member) {
  const context = await browser.newContext({ baseURL, viewport: page.viewportSize() });
  const memberPage = await context.newPage();
  // Signals that journeys beside this one publish would arrive as toasts, which on a phone cover the Send button.
  await hearNoLiveEvents(memberPage);
  const response = await memberPage.request.post("/api/auth/register", { data: member });
  expect(response.status(), await response.text()).toBe(201);
  markEmailVerified(member.email);
  return { page: memberPage, close: () => context.close() };
}

/** The member's menu leads to Support: the slide-out menu on a phone, the avatar menu from 768 px. */
async function openSupportFromMenu(page: Page) {
  await page.goto("/dashboard");
  const menuToggle = page.getByRole("button", { name: "Open menu" });
  if (isPhone(page)) {
    await menuToggle.click();
    await page.getByRole("dialog").getByRole("link", { name: "Support" }).click();
  } else {
    await page.getByRole("button", { name: /^Account menu for/ }).click();
    await page.getByRole("menuitem", { name: "Support" }).click();
  }
  await expect(page.getByRole("heading", { name: "Support", level: 1 })).toBeVisible();
}

async function write(page: Page, text: string) {
  await page.getByLabel("Your message").fill(text);
  await page.getByRole("button", { name: "Send to support" }).click();
  await expect(page.getByRole("list", { name: "Messages" }).getByText(text)).toBeVisible();
}

test.beforeEach(() => test.slow());

test("a Trial member writes to support, a Pro member is listed first, and the admin answers", async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  test.skip(testInfo.project.name !== "desktop", "the same conversation at every width; checked where admins answer");
  const tag = uniqueTag();
  const trial = { ...newMember(), firstName: "Tara", lastName: `Trial${tag}` };
  // A name of one long word must wrap inside its card, not push the list past a phone's edge.
  const longName = `Pro${tag}${"Longname".repeat(9)}`;
  const pro = { ...newMember(), firstName: "Paolo", lastName: longName };
  const trialSide = await memberBrowser(browser, page, baseURL, trial);
  const proSide = await memberBrowser(browser, page, baseURL, pro);
  try {
    setSubscription(trial.email, "trial", IN_30_DAYS());
    setSubscription(pro.email, "premium", IN_30_DAYS());

    await openSupportFromMenu(trialSide.page);
    // An empty message is refused where it was typed, and nothing is sent.
    await trialSide.page.getByRole("button", { name: "Send to support" }).click();
    await expect(trialSide.page.getByText("Write a message first.")).toBeVisible();
    await write(trialSide.page, `My receipt ${tag} shows the wrong name. Can you fix it?`);
    await expectAccessible(trialSide.page);
    await snapshot(trialSide.page, testInfo, "support-member-written");

    await openSupportFromMenu(proSide.page);
    await expect(proSide.page.getByText("Pro · priority support")).toBeVisible();
    await write(proSide.page, `Is the gold ${tag} trade still valid after the news?`);

    // The admin's queue: both wait, the Pro member first although they wrote second.
    await signInAsAdmin(page);
    await page.goto("/admin?tab=support");
    const conversations = page.getByRole("list", { name: "Conversations" });
    const ours = conversations.getByRole("listitem").filter({ hasText: tag });
    await expect(ours).toHaveCount(2);
    await expect(ours.first()).toContainText(`Paolo ${longName}`);
    const overflow = await ours
      .first()
      .getByRole("button")
      .evaluate((item) => item.scrollWidth - item.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expect(ours.first()).toContainText("Pro");
    await expect(ours.nth(1)).toContainText(`Tara Trial${tag}`);
    await expect(ours.nth(1)).toContainText(/Waiting (under a minute|\d+ min)/);
    await expectAccessible(page);
    await snapshot(page, testInfo, "support-admin-queue");

    await ours.nth(1).getByRole("button").click();
    const conversation = page.getByRole("region", { name: new RegExp(`Tara Trial${tag}`) });
    await expect(conversation.getByText(`My receipt ${tag} shows the wrong name`)).toBeVisible();
    await conversation.getByLabel(`Answer Tara Trial${tag}`).fill("Fixed: the receipt now shows your full name.");
    await conversation.getByRole("button", { name: "Send answer" }).click();
    await expect(conversation.getByText("Fixed: the receipt now shows your full name.")).toBeVisible();
    await snapshot(page, testInfo, "support-admin-answered");
    if (isPhone(page)) {
      // The phone's back button returns to the list, where the answered conversation no longer waits.
      await page.goBack();
      await expect(conversations).toBeVisible();
    }
    await expect(conversations.getByRole("listitem").filter({ hasText: `Tara Trial${tag}` })).toContainText("Answered");

    // The member is emailed and reads the answer in the app.
    const mail = await mailTo(trial.email, /support answered you/);
    expect(mail.text).toContain("Fixed: the receipt now shows your full name.");
    await trialSide.page.reload();
    await expect(trialSide.page.getByText("Fixed: the receipt now shows your full name.")).toBeVisible();
    await snapshot(trialSide.page, testInfo, "support-member-answered");
  } finally {
    await trialSide.close();
    await proSide.close();
  }
});
