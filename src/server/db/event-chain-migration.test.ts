import type { Kysely } from "kysely";
import { beforeEach, describe, expect, it } from "vitest";
import { verifyChain } from "../../shared/record-chain.js";
import { cookieFor } from "../../../test/support/members.js";
import { callApi, createPositionAs } from "../../../test/support/positions.js";
import { TEST_NOW, useTestApp } from "../../../test/support/test-app.js";
import { TEST_DIALECTS } from "../../../test/support/test-env.js";
import { chainExport } from "../features/track-record/track-record.service.js";
import { sha256Hex } from "../lib/sha256.js";
import * as eventChain from "./migrations/2026-11-26-0060-event-chain.js";
import * as firstEvents from "./migrations/2026-12-15-0420-first-events.js";

describe.each(TEST_DIALECTS)("the event chain migration on %s", (dialect) => {
  let admin: string;
  const t = useTestApp(dialect, { clockAt: TEST_NOW });
  beforeEach(async () => {
    admin = (await cookieFor(t, "admin", t.clock.now())) ?? "";
  });

  it("chains the events stored before it in the order they happened, and then refuses changes", async () => {
    const first = await createPositionAs(t, admin, { entryPrice: 1.08 });
    t.clock.advance(2000);
    const second = await createPositionAs(t, admin, { asset: "ETH/USD", assetClass: "crypto", entryPrice: 3000 });
    t.clock.advance(1000);
    await callApi(t, "PUT", `/api/positions/${first}`, {
      cookie: admin,
      body: {
        asset: "EUR/USD",
        assetClass: "forex",
        direction: "long",
        entryPrice: 1.08,
        status: "closed",
        exitPrice: 1.09,
      },
    });
    const untyped = t.database.handle.db as unknown as Kysely<unknown>;
    // The first events' index is on the chain's columns: it goes first and comes back after.
    await firstEvents.down(untyped);
    await eventChain.down(untyped);
    await eventChain.up(untyped);
    await firstEvents.up(untyped);

    const chain = await chainExport({ db: t.database.handle.db, clock: t.clock });
    expect(verifyChain(sha256Hex, chain.events).ok).toBe(true);
    expect(
      chain.events.map((event) => [event.content?.positionId ?? "hidden", event.content?.type ?? "hidden"]),
    ).toEqual([
      [first, "opened"],
      ["hidden", "hidden"],
      [first, "closed"],
    ]);
    await expect(
      t.database.handle.db.deleteFrom("position_events").where("position_id", "=", second).execute(),
    ).rejects.toThrow(/append-only/);
  });
});
