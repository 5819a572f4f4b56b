import { describe, expect, it } from "vitest";
import type { TrackRecord } from "../../../shared/track-record.js";
import { useFakePushService } from "../../../../test/support/fake-push-service.js";
import { outboxMailsTo } from "../../../../test/support/mail.js";
import { cookieFor } from "../../../../test/support/members.js";
import { callApi, createPositionAs } from "../../../../test/support/positions.js";
import { personWithDevices, pushMessage, PUSH_TEST_ENV } from "../../../../test/support/push.js";
import { TEST_NOW, useTestApp } from "../../../../test/support/test-app.js";
import { TEST_DIALECTS } from "../../../../test/support/test-env.js";

describe.each(TEST_DIALECTS)("the record number in what members are sent on %s", (dialect) => {
  const push = useFakePushService();
  const t = useTestApp(dialect, { clockAt: TEST_NOW, env: PUSH_TEST_ENV });

  it("names in every push and email the number under which the public record lists the signal", async () => {
    const admin = (await cookieFor(t, "admin", t.clock.now())) ?? "";
    const member = await personWithDevices(t, "premium", t.clock.now(), push.device("phone"));
    await t.database.handle.db
      .updateTable("users")
      .set({ email_verified_at: t.clock.now().toISOString() })
      .where("role", "=", "user")
      .execute();
    const first = await createPositionAs(t, admin, { asset: "EUR/USD", entryPrice: 1.1, stopLoss: 1.09 });
    const second = await createPositionAs(t, admin, { asset: "GBP/USD", entryPrice: 1.3, stopLoss: 1.29 });
    for (const id of [first, second]) {
      t.clock.advance(60_000);
      const closed = await callApi(t, "POST", `/api/positions/${id}/events`, {
        cookie: admin,
        body: { type: "closed", price: id === first ? 1.11 : 1.28, reason: "manual" },
      });
      expect(closed.statusCode, closed.body).toBe(201);
    }
    await t.app.jobs.drain();

    const named = (text: string) => Number(/· record #(\d+)/.exec(text)?.[1]);
    const pushed = push.deliveries.map((delivery) => pushMessage(delivery.payload));
    const { email } = await t.database.handle.db
      .selectFrom("users")
      .select("email")
      .where("id", "=", member.id)
      .executeTakeFirstOrThrow();
    const mailed = (await outboxMailsTo(t, email))
      .filter((mail) => mail.kind === "signal" || mail.kind === "position-update")
      .map((mail) => mail.text);
    expect(pushed.length).toBeGreaterThanOrEqual(2);
    expect(mailed.length).toBeGreaterThanOrEqual(2);
    const record = (await callApi(t, "GET", "/api/public/track-record")).json<TrackRecord>();
    const listed = new Map(record.signals.map((signal) => [signal.recordNumber, signal.asset]));
    for (const text of [...pushed, ...mailed]) {
      const asset = text.includes("EUR/USD") ? "EUR/USD" : "GBP/USD";
      expect(listed.get(named(text)), text).toBe(asset);
    }
  });
});
