import { signInAsAdmin } from "./support/admin";
import { expect, test } from "./support/fixtures";

test.skip(({ isMobile }) => isMobile, "an admin tool, the same screen at every width; admins work at a desk");

test("an admin's Telegram and Discord settings say under each box what is wrong, before anything is sent", async ({
  page,
}) => {
  await signInAsAdmin(page);
  const saves: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "PUT") saves.push(request.url());
  });
  await page.goto("/admin?tab=settings");

  const telegram = page.getByRole("region", { name: "Telegram room" });
  const chat = telegram.getByLabel("Channel or group", { exact: true });
  await chat.fill("not a chat");
  await telegram.getByLabel("Never removed (Telegram user ids)").fill("12345, someone");
  await telegram.getByRole("button", { name: "Save Telegram settings" }).click();
  await expect(chat).toHaveAccessibleDescription(
    "Chat must be the channel's numeric id (like -1001234567890) or its @username",
  );
  await expect(chat).toBeFocused();
  // The one bad id of the list is told under the box the list is typed in.
  await expect(telegram.getByLabel("Never removed (Telegram user ids)")).toHaveAccessibleDescription(
    "Each exception must be a numeric Telegram user id",
  );

  const discord = page.getByRole("region", { name: "Discord server" });
  for (const [label, id] of [
    ["Application (client) id", "110000000000000001"],
    ["Trial role id", "120000000000000002"],
    ["Pro role id", "120000000000000003"],
    ["Signals channel id", "120000000000000100"],
  ] as const) {
    await discord.getByLabel(label, { exact: true }).fill(id);
  }
  const server = discord.getByLabel("Server id", { exact: true });
  await server.fill("my server");
  await discord.getByLabel("Never touched (Discord user ids)").fill("someone");
  await discord.getByRole("button", { name: "Save Discord settings" }).click();
  await expect(server).toHaveAccessibleDescription("Server id must be a Discord id (17 to 20 digits)");
  await expect(server).toBeFocused();
  await expect(discord.getByLabel("Never touched (Discord user ids)")).toHaveAccessibleDescription(
    "Each exception must be a Discord user id (17 to 20 digits)",
  );
  // Only the boxes said no: nothing reached the server.
  expect(saves).toEqual([]);
});
