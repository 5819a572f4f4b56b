import Database from "better-sqlite3";
import { beforeEach, describe, expect, it } from "vitest";
import type { PositionEvent } from "../../../shared/ws-events.js";
import { cookieFor } from "../../../../test/support/members.js";
import { callApi, createPositionAs, positionInput } from "../../../../test/support/positions.js";
import { TEST_NOW, useTestApp } from "../../../../test/support/test-app.js";
import { TEST_DIALECTS } from "../../../../test/support/test-env.js";
import { isPositionEvent } from "../events/event-bus.js";

describe.each(TEST_DIALECTS)("position events on %s", (dialect) => {
  let admin: string;
  let events: PositionEvent[];
  const t = useTestApp(dialect, { clockAt: TEST_NOW });
  const clock = t.clock;
  beforeEach(async () => {
    admin = (await cookieFor(t, "admin", clock.now())) ?? "";
    events = [];
    t.events.subscribe((event) => isPositionEvent(event) && events.push(event));
  });

  const put = (id: string, body: unknown) => callApi(t, "PUT", `/api/positions/${id}`, { cookie: admin, body });
  const types = () => events.map((event) => event.type);

  it("publishes one event per published change and nothing for drafts", async () => {
    const draft = await createPositionAs(t, admin, { status: "planning" });
    await put(draft, positionInput({ status: "planning", commentary: "still thinking" }));
    expect(types()).toEqual([]);

    await put(draft, positionInput({ riskLevel: "high" }));
    expect(types()).toEqual(["position_added"]);
    expect(events[0]?.data).toMatchObject({
      message: "New signal: EUR/USD LONG at 1.07240",
      timestamp: "2026-11-21T12:00:00.000Z",
      position: { id: draft, status: "active", riskLevel: "high", direction: "long" },
    });

    await put(draft, positionInput({ riskLevel: "high", currentPrice: 1.08 }));
    await put(draft, positionInput({ riskLevel: "high", currentPrice: 1.08 }));
    await put(draft, positionInput({ riskLevel: "high", currentPrice: 1.08, stopLoss: 1.06 }));
    await put(
      draft,
      positionInput({ riskLevel: "high", currentPrice: 1.08, stopLoss: 1.06, status: "closed", exitPrice: 1.0824 }),
    );
    expect((await callApi(t, "DELETE", `/api/positions/${draft}`, { cookie: admin })).statusCode).toBe(409);
    expect(types()).toEqual([
      "position_added",
      "position_price_changed",
      "position_updated",
      "position_status_changed",
    ]);
    expect(events.map((event) => event.data.message).slice(1, 4)).toEqual([
      "EUR/USD now at 1.08000",
      "EUR/USD stop moved to 1.06000",
      "EUR/USD closed at 1.08240 (+0.93%)",
    ]);
    expect(events.map((event) => event.data.change)).toEqual(["opened", undefined, "stop_moved", "closed"]);

    const deletedDraft = await createPositionAs(t, admin, { status: "planning" });
    await callApi(t, "DELETE", `/api/positions/${deletedDraft}`, { cookie: admin });
    await createPositionAs(t, admin);
    expect(types()).toHaveLength(5);
  });

  it("publishes nothing when the change is refused", async () => {
    const id = await createPositionAs(t, admin);
    events.length = 0;
    expect((await put(id, positionInput({ status: "planning" }))).statusCode).toBe(409);
    expect((await put(id, { ...positionInput(), entryPrice: -1 })).statusCode).toBe(400);
    expect(events).toEqual([]);
  });

  it.runIf(dialect === "sqlite")("publishes only after the change is committed", async () => {
    // Another connection sees only committed data (WAL): the listener reads synchronously through one.
    const reader = new Database(t.database.url.slice("sqlite:".length), { readonly: true });
    const seen: unknown[] = [];
    t.events.subscribe((event) => {
      if (!isPositionEvent(event)) return;
      seen.push(
        reader.prepare("select count(*) as n from position_events where position_id = ?").get(event.data.position.id),
      );
    });
    const id = await createPositionAs(t, admin);
    await put(id, positionInput({ commentary: "Holding" }));
    reader.close();
    expect(seen).toEqual([{ n: 1 }, { n: 2 }]);
  });
});
