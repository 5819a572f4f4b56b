import { describe, expect, it } from "vitest";
import { discordFormSchema } from "@/features/admin-integrations/components/discord-card";

const ids = {
  clientId: "1100000000000000001",
  guildId: "1200000000000000001",
  trialRoleId: "1200000000000000002",
  proRoleId: "1200000000000000003",
  channelId: "1200000000000000100",
};

describe("the Discord settings form", () => {
  it("keeps the stored token and secret when their boxes are blank, and reads ids separated by commas or lines", () => {
    expect(
      discordFormSchema.parse({
        ...ids,
        botToken: " ",
        clientSecret: "",
        onAccessEnd: "strip_roles",
        exceptions: "1300000000000000001,\n1300000000000000002",
        language: "es",
      }),
    ).toEqual({
      ...ids,
      onAccessEnd: "strip_roles",
      exceptions: ["1300000000000000001", "1300000000000000002"],
      language: "es",
    });
  });

  it("answers the shared schema's messages at the field they are about", () => {
    const result = discordFormSchema.safeParse({
      ...ids,
      guildId: "my server",
      botToken: "nope",
      clientSecret: "",
      onAccessEnd: "kick",
      exceptions: "1300000000000000001, bob",
    });
    const issues = Object.fromEntries(
      (result.error?.issues ?? []).map((issue) => [issue.path.join("."), issue.message]),
    );
    expect(issues).toEqual({
      botToken: expect.stringContaining("Bot token must be"),
      guildId: expect.stringContaining("Server id must be"),
      "exceptions.1": expect.stringContaining("Each exception must be a Discord user id"),
    });
  });
});
