import { ADMIN, expect, expectAccessible, hearNoLiveEvents, registerThroughApi, test } from "./support/fixtures";
import { isPhone, signInAsAdmin } from "./support/admin";
import { setSubscription, sessionTokenFor } from "./support/database";
import { authorizeAs, discordState } from "./support/discord";
import { signInAdmin, uniqueTag } from "./support/positions";

test.beforeEach(({ page }) => {
  test.slow();
  test.skip(!isPhone(page), "one journey on a phone; the cards are looked at on a wide screen inside it");
});

test("a member links Discord, gets the Trial role, sees signals posted and edited, and is kicked when access ends", async ({
  page,
  playwright,
  baseURL,
}, testInfo) => {
  const { settings } = await discordState();
  const admin = await playwright.request.newContext({
    baseURL,
    extraHTTPHeaders: { cookie: `session=${sessionTokenFor(ADMIN.email)}` },
  });
  const saved = await admin.put("/api/admin/discord", {
    data: { ...settings, onAccessEnd: "kick", exceptions: [] },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  expect(await saved.text()).not.toContain(settings.botToken);
  expect(await saved.text()).not.toContain(settings.clientSecret);

  await hearNoLiveEvents(page);
  const member = await registerThroughApi(page);
  setSubscription(member.email, "standard", new Date(Date.now() + 30 * 86_400_000));
  const discordId = String(1_500_000_000_000_000_000n + BigInt(Math.floor(Math.random() * 1_000_000)));
  const username = `member${discordId.slice(-4)}`;
  await authorizeAs(discordId, username);

  await page.goto("/account");
  const card = page.getByRole("region", { name: "Discord server" });
  await expect(card).toBeVisible();
  await card.screenshot({ path: testInfo.outputPath("account-discord-unlinked-375.png") });
  // Discord's consent page (the fake's stand-in) sends the member straight back to their account page.
  await card.getByRole("button", { name: "Link Discord" }).click();
  await page.waitForURL(/\/account\?discord=linked/);
  await expect(card.getByText(`Linked as @${username}`)).toBeVisible();
  await expect(card.getByText("Trial role")).toBeVisible({ timeout: 20_000 });
  await expect(card.getByText("In the server", { exact: true })).toBeVisible();
  await expect
    .poll(async () => (await discordState()).members[discordId], { timeout: 20_000 })
    .toEqual([settings.trialRoleId]);
  await card.scrollIntoViewIfNeeded();
  await card.screenshot({ path: testInfo.outputPath("account-discord-linked-375.png") });
  await expectAccessible(page);
  await page.setViewportSize({ width: 1280, height: 800 });
  await card.screenshot({ path: testInfo.outputPath("account-discord-linked-1280.png") });
  await page.setViewportSize({ width: 375, height: 812 });

  // The admin publishes a signal and closes it: the channel gets the post, its status line edited, and a reply.
  const asset = `DC${uniqueTag()}`;
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
  await positions.reportEvent(position.id, { type: "closed", reason: "manual", price: 1.09 });
  await positions.dispose();
  await expect
    .poll(
      async () => {
        const channel = (await discordState()).channel;
        const post = channel.find((m) => m.content.includes(`**${asset} LONG · record \\#`));
        const reply = channel.find((m) => post && m.reply_to === post.id);
        return post && reply
          ? { edited: post.edits.length > 0, closed: post.content.includes("Status: Closed") }
          : null;
      },
      { timeout: 20_000 },
    )
    .toEqual({ edited: true, closed: true });

  // The admin ends the member's access: the bot tells them why, then kicks them.
  const users = await admin.get(`/api/admin/users?search=${encodeURIComponent(member.email)}`);
  const [user] = (await users.json()) as { id: string }[];
  const ended = await admin.patch(`/api/admin/users/${user?.id}/subscription`, {
    data: { subscriptionStatus: "inactive", subscriptionExpiry: null },
  });
  expect(ended.status(), await ended.text()).toBe(200);
  await expect.poll(async () => (await discordState()).members[discordId], { timeout: 20_000 }).toBeNull();
  const told = (await discordState()).direct.filter((m) => m.to === discordId).at(-1)?.text ?? "";
  expect(told).toContain("no longer active");

  // The admin's Settings card: connected, every check, and what was done.
  await signInAsAdmin(page);
  await page.goto("/admin");
  await page.getByRole("tab", { name: "Settings" }).click();
  const panel = page.getByRole("region", { name: "Discord server" });
  await expect(panel.getByText("Connected")).toBeVisible({ timeout: 20_000 });
  await expect(panel.getByText("Kick Members")).toBeVisible();
  await expectAccessible(page);
  await panel.scrollIntoViewIfNeeded();
  await panel.screenshot({ path: testInfo.outputPath("admin-discord-375.png") });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/admin");
  await page.getByRole("tab", { name: "Settings" }).click();
  await expect(panel.getByText("Connected")).toBeVisible({ timeout: 20_000 });
  await panel.screenshot({ path: testInfo.outputPath("admin-discord-1280.png") });
  await admin.dispose();
});
