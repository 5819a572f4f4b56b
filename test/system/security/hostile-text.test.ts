import { describe, expect, it } from "vitest";
import { visibleTextMessage } from "../../../src/shared/visible-text.js";
import { cookieFor } from "../../support/members.js";
import { callApi, positionInput } from "../../support/positions.js";
import { newMember, postJson, TEST_NOW, useTestApp } from "../../support/test-app.js";
import { TEST_DIALECTS } from "../../support/test-env.js";

describe.each(TEST_DIALECTS)("invisible characters in what others read on %s", (dialect) => {
  const t = useTestApp(dialect, { clockAt: TEST_NOW });
  const count = async (table: "users" | "positions") =>
    (await t.database.handle.db.selectFrom(table).select("id").execute()).length;

  it("refuses a name that reads as another ('\\u202Enimda' shows as admin) and an asset hiding a zero-width space", async () => {
    const users = await count("users");
    const spoofed = await postJson(t.app, "/api/auth/register", { ...newMember(), firstName: "\u202Enimda" });
    expect(spoofed.statusCode).toBe(400);
    expect(spoofed.json<{ message: string }>().message).toContain(visibleTextMessage("First name"));
    expect(await count("users")).toBe(users);

    const admin = (await cookieFor(t, "admin", TEST_NOW)) ?? "";
    const positions = await count("positions");
    const hidden = await callApi(t, "POST", "/api/positions", {
      cookie: admin,
      body: positionInput({ asset: "EUR\u200B/USD" }),
    });
    expect(hidden.statusCode).toBe(400);
    expect(hidden.json<{ message: string }>().message).toContain(visibleTextMessage("Asset"));
    expect(await count("positions")).toBe(positions);

    const commented = await callApi(t, "POST", "/api/positions", {
      cookie: admin,
      body: positionInput({ commentary: "Entry on the retest.\nStop below the low." }),
    });
    expect(commented.statusCode).toBe(201);
    expect(commented.json<{ commentary: string }>().commentary).toBe("Entry on the retest.\nStop below the low.");
  });
});
