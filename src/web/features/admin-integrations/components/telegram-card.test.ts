import { describe, expect, it } from "vitest";
import { telegramFormSchema } from "@/features/admin-integrations/components/telegram-card";

const token = "123456789:AAHfakeTokenForTestsOnly_abcdefghijkl";

describe("the Telegram settings form", () => {
  it("keeps the stored token when the box is blank, and reads ids separated by commas, spaces or lines", () => {
    expect(
      telegramFormSchema.parse({ botToken: "  ", chat: " @acme_room ", proChat: " ", exceptions: "12, 34\n56  78" }),
    ).toEqual({
      chat: "@acme_room",
      proChat: null,
      exceptions: ["12", "34", "56", "78"],
      // The room's posts are in English until the admin chooses another language.
      language: "en",
    });
    expect(
      telegramFormSchema.parse({
        botToken: ` ${token} `,
        chat: "-1001234567890",
        proChat: " @acme_pro ",
        exceptions: "",
        language: "ar",
      }),
    ).toEqual({
      botToken: token,
      chat: "-1001234567890",
      proChat: "@acme_pro",
      exceptions: [],
      language: "ar",
    });
  });

  it("answers the shared schema's messages at the field they are about", () => {
    const result = telegramFormSchema.safeParse({
      botToken: "nope",
      chat: "my room",
      proChat: "pro room",
      exceptions: "12, bob",
    });
    const issues = Object.fromEntries(
      (result.error?.issues ?? []).map((issue) => [issue.path.join("."), issue.message]),
    );
    expect(issues).toEqual({
      botToken: expect.stringContaining("Bot token must be"),
      chat: expect.stringContaining("Chat must be"),
      proChat: expect.stringContaining("Pro room must be"),
      "exceptions.1": "Each exception must be a numeric Telegram user id",
    });
  });
});
