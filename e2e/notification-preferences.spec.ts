import type { Page } from "@playwright/test";
import { markEmailVerified, setSubscription } from "./support/database";
import { mailsTo } from "./support/mailbox";
import { expect, expectAccessible, registerThroughApi, snapshot, test } from "./support/fixtures";
import { signInAdmin, uniqueTag } from "./support/positions";
import { startPushService } from "./support/push-service";

const ZONE = "America/New_York";
const MINUTE = 60_000;

/** "HH:MM" on a clock in `zone`. */
function clockIn(zone: string, at: number): string {
  return new Intl.DateTimeFormat("en-GB", { timeZone: zone, hour: "2-digit", minute: "2-digit", hourCycle: "h23" })
    .format(at)
    .slice(0, 5);
}

/**
 * Quiet hours around now, in whole minutes as the form takes them: begun a minute ago, ending at a minute at least
 * 45 s away, so the journey's changes fall inside them and the summary follows within two minutes or so.
 */
function quietHoursAroundNow() {
  const now = Date.now();
  const minute = Math.floor(now / MINUTE) * MINUTE;
  const end = minute + (now - minute < 15_000 ? 1 : 2) * MINUTE;
  return { start: clockIn(ZONE, minute - MINUTE), end: clockIn(ZONE, end), endsAt: end };
}

const preferencesCard = (page: Page) => page.getByRole("region", { name: "Notifications", exact: true });

/** A signal's line without its number on the record (" · record #12"), which depends on the other journeys' signals. */
const offTheRecord = (line: string) => line.replace(/ · record #\d+/, "");

test("quiet hours hold a crypto signal from push and email, let a stop hit through, then sum up once", async ({
  page,
  playwright,
  baseURL,
}, testInfo) => {
  test.skip(testInfo.project.name !== "desktop", "one width is enough: nothing here depends on it");
  // Quiet hours are set in whole minutes around the real time; their end and the summary take up to ~2.5 minutes.
  test.setTimeout(5 * MINUTE);
  const push = await startPushService();
  const admin = await signInAdmin(playwright, baseURL);
  try {
    const member = await registerThroughApi(page);
    setSubscription(member.email, "premium", new Date("2030-01-15T12:00:00Z"));
    // Signal emails go to verified addresses only (docs/product.md#accounts).
    markEmailVerified(member.email);
    const phone = push.device("phone");
    const subscribed = await page.request.post("/api/notifications/subscribe", {
      data: { subscription: phone.subscription },
    });
    expect(subscribed.status(), await subscribed.text()).toBe(201);
    // Each push body is its line, then the risk warning's; a signal's line names its number on the record.
    const pushedLines = () =>
      push.deliveries
        .filter((d) => d.device === "phone")
        .map((d) => (d.payload as { body: string }).body.split("\n")[0] ?? "");
    const pushed = () => pushedLines().map(offTheRecord);

    // The member turns crypto email off and keeps quiet hours around now, in their own zone.
    await page.goto("/account");
    const card = preferencesCard(page);
    // The account screen is loaded on demand: on a busy machine that has taken over 10 s.
    await expect(card.getByRole("button", { name: "Save preferences" })).toBeEnabled({ timeout: 30_000 });
    await expect(card.getByRole("checkbox", { name: "Email: Crypto" })).toBeChecked();
    await expect(card.getByRole("checkbox", { name: "Email: Account and billing (always sent)" })).toBeDisabled();
    await card.getByRole("checkbox", { name: "Email: Crypto" }).click();
    const quiet = quietHoursAroundNow();
    await card.getByRole("switch", { name: "Quiet hours" }).click();
    await card.getByLabel("From", { exact: true }).fill(quiet.start);
    await card.getByLabel("Until", { exact: true }).fill(quiet.end);
    await card.getByLabel("Time zone").fill(ZONE);
    await card.getByRole("button", { name: "Save preferences" }).click();
    await expect(card.getByText("Notification preferences saved")).toBeVisible();
    await snapshot(page, testInfo, "notification-preferences");
    await expectAccessible(page);
    await page.reload();
    await expect(preferencesCard(page).getByLabel("Time zone")).toHaveValue(ZONE);
    await expect(preferencesCard(page).getByRole("checkbox", { name: "Email: Crypto" })).not.toBeChecked();
    await expect(preferencesCard(page).getByRole("switch", { name: "Quiet hours" })).toBeChecked();

    // During them: a crypto signal and a forex one are held; the member follows the forex position, which then
    // closes at its stop: urgent, it comes through at once, by push and by email.
    const tag = uniqueTag();
    const crypto = `New signal: BTC/USD ${tag} LONG at 64,000.00`;
    const forex = `New signal: EUR/USD ${tag} LONG at 1.08500`;
    const stopped = `EUR/USD ${tag} stopped out at 1.07800 (-0.65%, -1.0R)`;
    await admin.createPosition({
      asset: `BTC/USD ${tag}`,
      assetClass: "crypto",
      direction: "long",
      entryPrice: 64_000,
      status: "active",
    });
    const eurInput = {
      asset: `EUR/USD ${tag}`,
      assetClass: "forex",
      direction: "long",
      entryPrice: 1.085,
      stopLoss: 1.078,
      targetPrice: 1.1,
      status: "active",
    } as const;
    const eur = await admin.createPosition(eurInput);
    expect((await page.request.put(`/api/positions/${eur.id}/follow`)).status()).toBe(204);
    await admin.reportEvent(eur.id, { type: "closed", reason: "stop" });
    expect(Date.now(), "the changes fell inside the quiet hours").toBeLessThan(quiet.endsAt);

    const ours = () => pushed().filter((body) => body.includes(tag));
    await expect.poll(ours, { timeout: 20_000 }).toContain(stopped);
    expect(pushedLines().find((line) => line.includes(tag))).toMatch(/ · record #\d+$/);
    // Nothing else of ours reached the phone: the signals wait (and so do those other journeys publish meanwhile).
    expect(ours()).toEqual([stopped]);
    await expect
      .poll(async () => (await mailsTo(member.email)).map((mail) => offTheRecord(mail.subject)), { timeout: 15_000 })
      .toContain(`SignalDesk: ${stopped}`);
    const signalMails = async () => (await mailsTo(member.email)).filter((mail) => mail.subject.includes(tag));
    expect((await signalMails()).map((mail) => offTheRecord(mail.subject))).toEqual([`SignalDesk: ${stopped}`]);

    // The app's own feed tells everything as it happens.
    await page.goto("/dashboard");
    await page.getByRole("button", { name: /^Notifications/ }).click();
    const feed = page.getByRole("dialog", { name: "Notifications" });
    for (const message of [crypto, forex, stopped]) {
      await expect(feed.getByRole("listitem").filter({ hasText: message })).toBeVisible();
    }
    await page.keyboard.press("Escape");

    // When quiet hours end, what was held arrives as one summary: one push, one email.
    const summary = /^\d+ updates? while you were away$/;
    await expect
      .poll(() => pushed().filter((body) => summary.test(body)), { timeout: 3 * MINUTE, intervals: [2_000] })
      .toHaveLength(1);
    const [summaryPush] = pushed().filter((body) => summary.test(body));
    expect(Number(summaryPush?.split(" ")[0])).toBeGreaterThanOrEqual(2);
    const summaryMails = async () =>
      (await mailsTo(member.email)).filter((mail) => /while you were away$/.test(mail.subject));
    await expect.poll(async () => (await summaryMails()).length, { timeout: 15_000 }).toBe(1);
    const [mail] = await summaryMails();
    // Crypto email was off: the summary lists the forex signal, not the crypto one, at the member's time.
    expect(mail?.text).toContain(forex);
    expect(mail?.text).not.toContain(`BTC/USD ${tag}`);
    expect(mail?.text).toMatch(/\w{3} \d+, \d{4}, \d{2}:\d{2} [AP]M (EST|EDT): /);
    expect((await signalMails()).map((m) => offTheRecord(m.subject))).toEqual([`SignalDesk: ${stopped}`]);
  } finally {
    await admin.dispose();
    await push.close();
  }
});

test("the preferences card fits the screen, starts from the defaults and keeps what was saved", async ({
  page,
}, testInfo) => {
  const member = await registerThroughApi(page);
  setSubscription(member.email, "premium", new Date("2030-01-15T12:00:00Z"));
  await page.goto("/account");
  const card = preferencesCard(page);
  await expect(card.getByRole("button", { name: "Save preferences" })).toBeEnabled({ timeout: 30_000 });
  // Email by default: new signals and closes; push: everything. The browser's zone is offered.
  await expect(card.getByRole("checkbox", { name: "Email: Targets and stops" })).not.toBeChecked();
  await expect(card.getByRole("checkbox", { name: "Email: Closes" })).toBeChecked();
  await expect(card.getByRole("checkbox", { name: "Push: Insights" })).toBeChecked();
  await expect(card.getByLabel("Time zone")).toHaveValue("UTC");
  await expect(card.getByRole("switch", { name: "Track record heads by email" })).not.toBeChecked();

  await card.getByRole("checkbox", { name: "Push: Indices" }).click();
  await card.getByRole("switch", { name: "Track record heads by email" }).click();
  await card.getByRole("switch", { name: "Quiet hours" }).click();
  await card.getByLabel("Time zone").fill("Europe/Atlantis");
  await card.getByRole("button", { name: "Save preferences" }).click();
  await expect(card.getByText("Choose a time zone from the list")).toBeVisible();
  await card.getByLabel("Time zone").fill("Europe/London");
  await card.getByRole("button", { name: "Save preferences" }).click();
  await expect(card.getByText("Notification preferences saved")).toBeVisible();
  await card.scrollIntoViewIfNeeded();
  await snapshot(page, testInfo, "notification-preferences-saved");
  await expectAccessible(page);

  await page.reload();
  await expect(preferencesCard(page).getByRole("checkbox", { name: "Push: Indices" })).not.toBeChecked({
    timeout: 30_000,
  });
  await expect(preferencesCard(page).getByLabel("Time zone")).toHaveValue("Europe/London");
  await expect(preferencesCard(page).getByLabel("From", { exact: true })).toHaveValue("22:00");
  await expect(preferencesCard(page).getByRole("switch", { name: "Track record heads by email" })).toBeChecked();
});
