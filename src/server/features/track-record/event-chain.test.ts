import { sql } from "kysely";
import { beforeEach, describe, expect, it } from "vitest";
import { POSITION_MESSAGES } from "../../../shared/positions.js";
import { GENESIS_HASH, verifyChain } from "../../../shared/record-chain.js";
import { cookieFor } from "../../../../test/support/members.js";
import { callApi, createPositionAs } from "../../../../test/support/positions.js";
import { TEST_NOW, useTestApp } from "../../../../test/support/test-app.js";
import { TEST_DIALECTS } from "../../../../test/support/test-env.js";
import { sha256Hex } from "../../lib/sha256.js";
import { chainExport } from "./track-record.service.js";

describe.each(TEST_DIALECTS)("the stored events' hash chain on %s", (dialect) => {
  let admin: string;
  const t = useTestApp(dialect, { clockAt: TEST_NOW });
  beforeEach(async () => {
    admin = (await cookieFor(t, "admin", t.clock.now())) ?? "";
  });
  const db = () => t.database.handle.db;
  const report = async (id: string, body: unknown) => {
    t.clock.advance(1000);
    const response = await callApi(t, "POST", `/api/positions/${id}/events`, { cookie: admin, body });
    expect(response.statusCode, response.body).toBe(201);
  };

  it("links every event, across positions, in the order stored", async () => {
    const first = await createPositionAs(t, admin, { entryPrice: 1.08, stopLoss: 1.07, targetPrice: 1.1 });
    const second = await createPositionAs(t, admin, { asset: "BTC/USD", assetClass: "crypto", entryPrice: 90000 });
    await report(first, { type: "stop_moved", reason: "break_even" });
    await report(second, { type: "note", text: "Holding" });
    await report(first, { type: "closed", price: 1.09, reason: "manual" });

    const chain = await chainExport({ db: db(), clock: t.clock });
    expect(chain.events.map((event) => event.sequence)).toEqual([1, 2, 3, 4, 5]);
    expect(chain.events[0]?.prevHash).toBe(GENESIS_HASH);
    expect(chain.events.map((event) => event.content?.type ?? "hidden")).toEqual([
      "opened",
      "hidden",
      "stop_moved",
      "hidden",
      "closed",
    ]);
    expect(verifyChain(sha256Hex, chain.events, chain.head ? [chain.head] : [])).toEqual({
      ok: true,
      events: 5,
      head: chain.head,
    });
  });

  it("refuses to change or delete a stored event, even by hand in the database", async () => {
    const id = await createPositionAs(t, admin);
    await expect(sql`update position_events set data = '{}' where position_id = ${id}`.execute(db())).rejects.toThrow(
      /append-only/,
    );
    await expect(sql`update position_events set at = 'x' where position_id = ${id}`.execute(db())).rejects.toThrow(
      /append-only/,
    );
    await expect(sql`delete from position_events where position_id = ${id}`.execute(db())).rejects.toThrow(
      /append-only/,
    );
    const chain = await chainExport({ db: db(), clock: t.clock });
    expect(chain.events).toHaveLength(1);
    expect(verifyChain(sha256Hex, chain.events).ok).toBe(true);
  });

  it("keeps a published position: deleting it is refused, deleting a draft is not", async () => {
    const published = await createPositionAs(t, admin);
    const draft = await createPositionAs(t, admin, { status: "planning" });
    const refused = await callApi(t, "DELETE", `/api/positions/${published}`, { cookie: admin });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ message: POSITION_MESSAGES.publishedStays });
    expect((await callApi(t, "DELETE", `/api/positions/${draft}`, { cookie: admin })).statusCode).toBe(204);
    const list = (await callApi(t, "GET", "/api/positions", { cookie: admin })).json<{ id: string }[]>();
    expect(list.map((position) => position.id)).toEqual([published]);
  });
});
