import { execFileSync } from "node:child_process";
import { join } from "node:path";
import { dueSummaryWeek } from "../src/shared/weekly-summary";
import { expect, expectAccessible, newMember, snapshot, test } from "./support/fixtures";
import { isPhone } from "./support/admin";
import { markEmailVerified, moveTradeInto, setMemberSince, setSubscription } from "./support/database";
import { mailTo } from "./support/mailbox";
import { signInAdmin, uniqueTag } from "./support/positions";

const IN_30_DAYS = () => new Date(Date.now() + 30 * 86_400_000);

/**
 * The operator's command, run against the journeys' database: the server writes summaries on Monday mornings, and a
 * journey cannot wait for one, so it asks for this member's summary of the week due now, as an operator may.
 */
function writeSummaryOf(email: string) {
  const dir = process.env.E2E_DIR ?? "";
  return execFileSync(
    process.execPath,
    ["dist/server/features/weekly-summaries/weekly-summaries-cli.js", "--member", email],
    {
      env: {
        ...process.env,
        DATABASE_URL: `sqlite:${join(dir, "app.db")}`,
        PUBLIC_URL: `http://127.0.0.1:${process.env.E2E_PORT}`,
        LOG_LEVEL: "warn",
      },
      encoding: "utf8",
    },
  );
}

test("a Pro member's Monday summary arrives by email and in the app; a Trial member is shown what Pro brings", async ({
  page,
  playwright,
  baseURL,
}, testInfo) => {
  test.skip(testInfo.project.name !== "mobile", "the same summary at every width; checked where members read it");
  test.slow();
  const tag = uniqueTag();
  const admin = await signInAdmin(playwright, baseURL);
  const pro = newMember();
  try {
    // Last week a signal won 1R: it was published and closed then, as time would have it.
    const asset = `W${tag}/USD`;
    const signal = await admin.createPosition({
      asset,
      assetClass: "forex",
      direction: "long",
      entryPrice: 1.1,
      stopLoss: 1.09,
      targetPrice: 1.12,
      status: "active",
    });
    await admin.reportEvent(signal.id, { type: "closed", price: 1.11, reason: "manual" });
    const week = dueSummaryWeek(new Date(), null);
    moveTradeInto(signal.id, new Date(Date.parse(week.from) + 86_400_000));

    const registered = await page.request.post("/api/auth/register", { data: pro });
    expect(registered.status(), await registered.text()).toBe(201);
    markEmailVerified(pro.email);
    // A member since before that week: a member's first summary is of the week they joined in.
    setMemberSince(pro.email, new Date(Date.parse(week.from) - 7 * 86_400_000));
    setSubscription(pro.email, "premium", IN_30_DAYS());
    expect(writeSummaryOf(pro.email)).toContain("1 weekly summary written");

    const mail = await mailTo(pro.email, /week of .*: .* across/);
    expect(mail.text).toContain(`${asset} Long`);
    expect(mail.text).toContain("+0.91%");
    expect(mail.text).toMatch(/unsubscribe/i);

    await page.goto("/dashboard");
    const card = page.getByRole("region", { name: "Your weekly summary" });
    await expect(card).toContainText(/across \d+ closed signal/);
    await snapshot(page, testInfo, "dashboard-with-summary");
    await card.getByRole("link", { name: "Read your summary" }).click();
    await expect(page.getByRole("heading", { name: "Weekly summaries", level: 1 })).toBeVisible();
    const signals = page.getByRole("list", { name: "Signals finished this week" });
    const row = signals.getByRole("listitem").filter({ hasText: asset });
    await expect(row).toContainText("+0.91%");
    await expect(row).toContainText("+1.0R");
    await expect(page.getByText("No trade of yours closed")).toBeVisible();
    await expectAccessible(page);
    await snapshot(page, testInfo, "weekly-summaries");
    // The page fits a phone: nothing runs off the side.
    if (isPhone(page)) {
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    }

    // The email can be turned off where the other notification emails are.
    await page.goto("/account");
    const emailSwitch = page.getByRole("switch", { name: "Weekly summary by email" });
    await expect(emailSwitch).toBeChecked();
    await emailSwitch.click();
    await page.getByRole("button", { name: "Save preferences" }).click();
    await page.reload();
    await expect(page.getByRole("switch", { name: "Weekly summary by email" })).not.toBeChecked();

    // A Trial member is shown what Pro would bring, and asks the server for nothing of it.
    await page.context().clearCookies();
    const trial = newMember();
    const trialRegistered = await page.request.post("/api/auth/register", { data: trial });
    expect(trialRegistered.status()).toBe(201);
    setSubscription(trial.email, "trial", IN_30_DAYS());
    const asked: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/api/weekly-summaries")) asked.push(request.url());
    });
    await page.goto("/weekly-summaries");
    await expect(page.getByRole("heading", { name: "Weekly summaries are part of Pro" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Upgrade to Pro" })).toHaveAttribute("href", "/plans");
    await snapshot(page, testInfo, "weekly-summaries-trial");
    expect(asked).toEqual([]);
  } finally {
    await admin.dispose();
  }
});
