import type { Page } from "@playwright/test";
import { ADMIN, expect, expectAccessible, hearNoLiveEvents, registerThroughApi, test } from "./support/fixtures";
import { isPhone, signInAsAdmin } from "./support/admin";
import { setSubscription, sessionTokenFor } from "./support/database";
import { signInAdmin, uniqueTag } from "./support/positions";
import { E2E_TELEGRAM, joinThrough, pressStart, telegramState, type TelegramState } from "./support/telegram";

test.beforeEach(({ page }) => {
  test.slow();
  test.skip(!isPhone(page), "one journey on a phone; the cards are looked at on a wide screen inside it");
});

test("a member links Telegram, joins the room, sees signals posted and edited, and is removed when access ends", async ({
  page,
  playwright,
  baseURL,
}, testInfo) => {
  const admin = await playwright.request.newContext({
    baseURL,
    extraHTTPHeaders: { cookie: `session=${sessionTokenFor(ADMIN.email)}` },
  });
  const saved = await admin.put("/api/admin/telegram", {
    data: { botToken: E2E_TELEGRAM.token, chat: E2E_TELEGRAM.chat, exceptions: [] },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  expect(await saved.text()).not.toContain(E2E_TELEGRAM.token);

  await hearNoLiveEvents(page);
  const member = await registerThroughApi(page);
  setSubscription(member.email, "standard", new Date(Date.now() + 30 * 86_400_000));
  const telegramId = 600_000 + Math.floor(Math.random() * 100_000);

  await page.goto("/account");
  const card = page.getByRole("region", { name: "Telegram room" });
  await expect(card).toBeVisible();
  // With a bot set up, Telegram is a notification channel too, once the account is linked.
  const preferences = page.getByRole("region", { name: "Notifications", exact: true });
  await expect(preferences.getByText("Telegram messages need your Telegram account linked")).toBeVisible({
    timeout: 30_000,
  });
  await expect(preferences.getByRole("checkbox", { name: "Telegram: New signals" })).toBeChecked();
  await card.getByRole("button", { name: "Link Telegram" }).click();
  const deepLink = card.getByRole("link", { name: "Open Telegram" });
  await expect(deepLink).toBeVisible();
  const href = (await deepLink.getAttribute("href")) ?? "";
  expect(href).toMatch(/^https:\/\/t\.me\/signaldesk_test_bot\?start=/);
  await pressStart(telegramId, href);

  // The bot links the account and sends a one-use invite; the card shows it too.
  const join = card.getByRole("link", { name: "Join the room" });
  await expect(join).toBeVisible({ timeout: 20_000 });
  const invite = (await join.getAttribute("href")) ?? "";
  await expect
    .poll(async () => (await telegramState()).direct.some((m) => m.to === telegramId && m.text.includes(invite)))
    .toBe(true);
  await card.scrollIntoViewIfNeeded();
  await card.screenshot({ path: testInfo.outputPath("account-telegram-invited-375.png") });

  expect(await joinThrough(telegramId, invite)).toBe(true);
  await expect(card.getByText("In the room", { exact: true })).toBeVisible({ timeout: 20_000 });
  await page.reload();
  await expect(preferences.getByRole("checkbox", { name: "Telegram: Closes" })).toBeChecked({ timeout: 30_000 });
  await expect(preferences.getByText("Telegram messages need your Telegram account linked")).toBeHidden();
  await preferences.screenshot({ path: testInfo.outputPath("account-notification-channels-375.png") });
  await card.screenshot({ path: testInfo.outputPath("account-telegram-joined-375.png") });
  await expectAccessible(page);
  await page.setViewportSize({ width: 1280, height: 800 });
  await card.screenshot({ path: testInfo.outputPath("account-telegram-joined-1280.png") });
  await page.setViewportSize({ width: 375, height: 812 });

  // The admin publishes a signal and closes it: the room gets the post, its status line edited, and a reply.
  const asset = `TG${uniqueTag()}`;
  const positions = await signInAdmin(playwright, baseURL);
  const position = await positions.createPosition({
    asset,
    assetClass: "forex",
    direction: "long",
    entryPrice: 1.085,
    targetPrice: 1.1,
    stopLoss: 1.078,
    status: "active",
  });
  const postIn = (room: TelegramState["room"]) => room.find((m) => m.text.includes(`<b>${asset} LONG · record #`));
  // Closed only once it is posted: a post sent after the close already says so, and has nothing to edit.
  await expect
    .poll(async () => postIn((await telegramState()).room)?.text.includes("Status: Closed"), { timeout: 20_000 })
    .toBe(false);
  await positions.reportEvent(position.id, { type: "closed", reason: "manual", price: 1.09 });
  await positions.dispose();
  await expect
    .poll(
      async () => {
        const room = (await telegramState()).room;
        const post = postIn(room);
        const reply = room.find((m) => post && m.reply_to === post.message_id);
        return post && reply ? { edited: post.edits.length > 0, closed: post.text.includes("Status: Closed") } : null;
      },
      { timeout: 20_000 },
    )
    .toEqual({ edited: true, closed: true });
  await pictureRoomPost(page, postIn((await telegramState()).room)?.text ?? "", testInfo.outputPath("room-post"));
  // The member's own notifications come from the bot in private too, with a link to the position.
  await expect
    .poll(
      async () =>
        (await telegramState()).direct.filter((m) => m.to === telegramId && m.text.includes(asset)).map((m) => m.text),
      { timeout: 20_000 },
    )
    .toEqual([
      // A close goes to the position's followers only (docs/product.md#following): one message.
      expect.stringMatching(new RegExp(`^<b>New signal: ${asset} LONG[\\s\\S]*position=${position.id}">Open in `)),
    ]);

  // The admin ends the member's access: the bot removes them and says why.
  const users = await admin.get(`/api/admin/users?search=${encodeURIComponent(member.email)}`);
  const [user] = (await users.json()) as { id: string }[];
  expect(user).toBeDefined();
  const ended = await admin.patch(`/api/admin/users/${user?.id}/subscription`, {
    data: { subscriptionStatus: "inactive", subscriptionExpiry: null },
  });
  expect(ended.status(), await ended.text()).toBe(200);
  await expect.poll(async () => (await telegramState()).members[String(telegramId)], { timeout: 20_000 }).toBe("left");
  // The bot's note of why may come a moment after the removal, and after the member's private signal messages.
  await expect
    .poll(async () =>
      (await telegramState()).direct.some((m) => m.to === telegramId && m.text.includes("no longer active")),
    )
    .toBe(true);

  await page.reload();
  await expect(card.getByText("Removed", { exact: true })).toBeVisible();
  await card.screenshot({ path: testInfo.outputPath("account-telegram-removed-375.png") });

  // The admin's Settings card: connected, every right, and what was done.
  await signInAsAdmin(page);
  await page.goto("/admin");
  await page.getByRole("tab", { name: "Settings" }).click();
  const settings = page.getByRole("region", { name: "Telegram room" });
  await expect(settings.getByText("Connected")).toBeVisible({ timeout: 20_000 });
  await expect(settings.getByText("Ban users")).toBeVisible();
  await expectAccessible(page);
  await settings.scrollIntoViewIfNeeded();
  await settings.screenshot({ path: testInfo.outputPath("admin-telegram-375.png") });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/admin");
  await page.getByRole("tab", { name: "Settings" }).click();
  await expect(settings.getByText("Connected")).toBeVisible({ timeout: 20_000 });
  await settings.screenshot({ path: testInfo.outputPath("admin-telegram-1280.png") });
  await admin.dispose();
});

/**
 * The room's post drawn as a Telegram client draws a message sent with parse_mode HTML (its tags as they are, its
 * line breaks kept), in a chat-width bubble at both widths: the record number in the title and the risk warning's
 * line under the signal, in italics.
 */
async function pictureRoomPost(page: Page, html: string, path: string) {
  const chat = await page.context().newPage();
  await chat.setContent(
    `<body style="margin:0;background:#0e1621;font:15px/1.4 system-ui,sans-serif">` +
      `<main style="padding:16px"><article style="max-width:480px;background:#182533;color:#f5f5f5;` +
      `border-radius:12px;padding:10px 14px;white-space:pre-wrap">${html}</article></main></body>`,
  );
  const post = chat.getByRole("article");
  await expect(post).toContainText(/ · record #\d+/);
  await expect(post).toContainText("Status: Closed · result +0.46%");
  await expect(post.locator("i").last()).toContainText("Past performance is not a reliable indicator");
  for (const width of [375, 1280]) {
    await chat.setViewportSize({ width, height: 700 });
    await chat.screenshot({ path: `${path}-${width}.png` });
  }
  await chat.close();
}
