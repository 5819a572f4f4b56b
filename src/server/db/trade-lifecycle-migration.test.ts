import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import { computePerformance } from "../../shared/performance.js";
import { seedUser } from "../../../test/support/admin-seed.js";
import { createTestDatabase, type TestDatabase } from "../../../test/support/test-database.js";
import { TEST_DIALECTS } from "../../../test/support/test-env.js";
import * as tradeLifecycle from "./migrations/2026-11-26-0010-trade-lifecycle.js";

type Loose = Record<string, Record<string, unknown>>;

const T = (minute: number) => `2026-11-20T10:${String(minute).padStart(2, "0")}:00.000Z`;

interface OldPosition {
  id: string;
  asset?: string;
  asset_class?: string;
  direction?: "long" | "short";
  entry_price: number;
  current_price?: number | null;
  target_price?: number | null;
  stop_loss?: number | null;
  exit_price?: number | null;
  pnl?: number | null;
  commentary?: string | null;
  status: "planning" | "active" | "closed";
  published_at?: string | null;
  closed_at?: string | null;
  deleted_at?: string | null;
}

type Fields = Record<string, string | number | null>;
/** One old history row: its action, the status after it and the changed fields' new values. */
type OldChange = [action: string, status: OldPosition["status"], after: Fields, before?: Fields];

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`;

/** Old-style positions, each with the history the old code wrote for it. */
const OLD: [OldPosition, OldChange[]][] = [
  // A draft: no events, its plan derived.
  [
    { id: id(1), entry_price: 1.08, target_price: 1.1, stop_loss: 1.05, status: "planning" },
    [["created", "planning", { entryPrice: 1.08, targetPrice: 1.1, stopLoss: 1.05, status: "planning" }]],
  ],
  // Published from a draft, then its stop, target, commentary and current price edited.
  [
    {
      id: id(2),
      entry_price: 1.08,
      current_price: 1.09,
      target_price: 1.12,
      stop_loss: 1.08,
      commentary: "Moved to break-even",
      status: "active",
      published_at: T(2),
    },
    [
      ["created", "planning", { entryPrice: 1.07, targetPrice: 1.1, stopLoss: 1.04, status: "planning" }],
      ["published", "active", { entryPrice: 1.08, targetPrice: 1.1, stopLoss: 1.05, status: "active" }],
      ["edited", "active", { stopLoss: 1.08 }, { stopLoss: 1.05 }],
      ["edited", "active", { targetPrice: 1.12 }, { targetPrice: 1.1 }],
      ["edited", "active", { commentary: "Moved to break-even" }, { commentary: null }],
      ["edited", "active", { currentPrice: 1.09 }, { currentPrice: null }],
    ],
  ],
  // Closed with the P&L worked out from the exit.
  [
    {
      id: id(3),
      asset: "AAPL",
      asset_class: "stocks",
      entry_price: 100,
      target_price: 120,
      stop_loss: 95,
      exit_price: 110,
      pnl: 10,
      status: "closed",
      published_at: T(1),
      closed_at: T(5),
    },
    [
      ["created", "active", { entryPrice: 100, targetPrice: 120, stopLoss: 95, status: "active" }],
      ["closed", "closed", { status: "closed", exitPrice: 110, pnl: 10 }],
    ],
  ],
  // An explicit P&L that differs from the exit: members were shown -3%.
  [
    { id: id(4), entry_price: 1.0724, exit_price: 1.2, pnl: -3, status: "closed", published_at: T(1), closed_at: T(6) },
    [
      ["created", "active", { entryPrice: 1.0724, status: "active" }],
      ["closed", "closed", { status: "closed", exitPrice: 1.2, pnl: -3 }],
    ],
  ],
  // Closed with neither exit nor P&L: the result stays unknown.
  [
    { id: id(5), entry_price: 50, status: "closed", published_at: T(1), closed_at: T(7) },
    [["created", "closed", { entryPrice: 50, status: "closed" }]],
  ],
  // A short with only a typed P&L.
  [
    {
      id: id(6),
      asset: "XAU/USD",
      asset_class: "commodities",
      direction: "short",
      entry_price: 2000,
      stop_loss: 2020,
      pnl: 2.5,
      status: "closed",
      published_at: T(1),
      closed_at: T(8),
    },
    [
      ["created", "active", { entryPrice: 2000, stopLoss: 2020, status: "active" }],
      ["closed", "closed", { status: "closed", pnl: 2.5 }],
    ],
  ],
  // Stopped out, after a reopening; then deleted.
  [
    {
      id: id(7),
      entry_price: 1.3,
      target_price: 1.32,
      stop_loss: 1.29,
      exit_price: 1.29,
      pnl: -0.77,
      status: "closed",
      published_at: T(1),
      closed_at: T(9),
      deleted_at: T(10),
    },
    [
      ["created", "active", { entryPrice: 1.3, targetPrice: 1.32, stopLoss: 1.29, status: "active" }],
      ["closed", "closed", { status: "closed", exitPrice: 1.31, pnl: 0.77 }],
      ["reopened", "active", { status: "active", exitPrice: null, pnl: null }],
      ["closed", "closed", { status: "closed", exitPrice: 1.29, pnl: -0.77 }],
      ["deleted", "closed", {}],
    ],
  ],
  // Closed on its target.
  [
    {
      id: id(8),
      entry_price: 1.3,
      target_price: 1.32,
      exit_price: 1.32,
      pnl: 1.54,
      status: "closed",
      published_at: T(1),
      closed_at: T(11),
    },
    [
      ["created", "active", { entryPrice: 1.3, targetPrice: 1.32, status: "active" }],
      ["closed", "closed", { status: "closed", exitPrice: 1.32, pnl: 1.54 }],
    ],
  ],
];

describe.each(TEST_DIALECTS)("the trade lifecycle migration on %s", (dialect) => {
  let database: TestDatabase | undefined;
  afterEach(async () => {
    await database?.cleanup();
  });

  it("turns every position and its history into events with the same results", async () => {
    database = await createTestDatabase(dialect);
    const db = database.handle.db;
    const actor = await seedUser(db, { firstName: "Maria", lastName: "Lopez" });
    const untyped = db as unknown as Kysely<unknown>;
    await tradeLifecycle.down(untyped);
    const old = db as unknown as Kysely<Loose>;
    for (const [position, changes] of OLD) {
      await old
        .insertInto("positions")
        .values({
          asset: "EUR/USD",
          asset_class: "forex",
          direction: "long",
          current_price: null,
          target_price: null,
          stop_loss: null,
          exit_price: null,
          pnl: null,
          commentary: null,
          risk_level: null,
          version: changes.length,
          created_by: actor,
          created_at: T(0),
          updated_at: T(12),
          published_at: null,
          closed_at: null,
          deleted_at: null,
          ...position,
        })
        .execute();
      for (const [index, [action, status, after, before = {}]] of changes.entries()) {
        const fields = Object.fromEntries(
          Object.entries(after).map(([field, value]) => [field, { before: before[field] ?? null, after: value }]),
        );
        await old
          .insertInto("position_history")
          .values({
            id: randomUUID(),
            position_id: position.id,
            version: index + 1,
            action,
            status,
            actor_id: actor,
            at: T(index + 1),
            changes: JSON.stringify(fields),
          })
          .execute();
      }
    }
    const columns = [
      "id",
      "asset",
      "asset_class",
      "status",
      "pnl",
      "target_price",
      "stop_loss",
      "commentary",
      "published_at",
      "closed_at",
      "deleted_at",
    ] as const;
    const before = await old.selectFrom("positions").select(columns).orderBy("id").execute();

    await tradeLifecycle.up(untyped);

    const after = await db.selectFrom("positions").selectAll().orderBy("id").execute();
    expect(after.map((row) => Object.fromEntries(columns.map((column) => [column, row[column]])))).toEqual(before);
    const trades = (rows: readonly Record<string, unknown>[]) =>
      rows
        .filter((row) => row.status === "closed" && row.deleted_at === null && row.pnl !== null)
        .map((row) => ({
          id: String(row.id),
          asset: String(row.asset),
          assetClass: row.asset_class as "forex",
          pnl: row.pnl as number,
          closedAt: String(row.closed_at),
        }));
    expect(computePerformance(trades(after))).toEqual(computePerformance(trades(before)));

    const events = await db
      .selectFrom("position_events")
      .select(["position_id", "seq", "type", "at", "actor_id", "data"])
      .orderBy("position_id")
      .orderBy("seq")
      .execute();
    const of = (n: number) =>
      events
        .filter((event) => event.position_id === id(n))
        .map((event) => ({ ...(JSON.parse(event.data) as { type: string }), at: event.at }));
    expect(of(1)).toEqual([]);
    expect(of(2)).toEqual([
      {
        type: "opened",
        at: T(2),
        plan: {
          entryPrice: 1.08,
          entryZoneLow: null,
          entryZoneHigh: null,
          stopLoss: 1.05,
          targets: [{ price: 1.1, share: 100 }],
        },
      },
      { type: "stop_moved", from: 1.05, to: 1.08, reason: "break_even", at: T(3) },
      { type: "target_changed", target: 1, from: 1.1, to: 1.12, at: T(4) },
      { type: "note", text: "Moved to break-even", at: T(5) },
    ]);
    expect(events.every((event) => event.actor_id === actor)).toBe(true);
    const row = (n: number) => {
      const found = after.find((position) => position.id === id(n));
      if (!found) throw new Error(`position ${n} is missing`);
      return found;
    };
    expect(row(2)).toMatchObject({ initial_stop_loss: 1.05, open_share: 100, realized_share: 0, outcome: null });
    expect(JSON.parse(row(1).targets)).toEqual([
      { number: 1, price: 1.1, share: 100, state: "open", hitAt: null, hitPrice: null },
    ]);
    expect(of(3).at(-1)).toEqual({ type: "closed", price: 110, share: 100, reason: "manual", at: T(5) });
    expect(row(3)).toMatchObject({
      exit_price: 110,
      result_percent: 10,
      result_pips: null,
      result_r: 2,
      outcome: "manual",
    });
    expect(row(4)).toMatchObject({ pnl: -3, outcome: "manual" });
    expect(row(4).exit_price).toBeCloseTo(1.040228, 9);
    expect(of(5).at(-1)).toMatchObject({ type: "closed", price: null });
    expect(row(5)).toMatchObject({ pnl: null, exit_price: null, outcome: "manual" });
    expect(row(6)).toMatchObject({ exit_price: 1950, pnl: 2.5, result_pips: 500, result_r: 2.5 });
    expect(of(7).map((event) => event.type)).toEqual(["opened", "closed"]);
    expect(row(7)).toMatchObject({ outcome: "stop", realized_share: 100, open_share: 0 });
    expect(row(8)).toMatchObject({ outcome: "final_target" });
    expect(JSON.parse(row(8).targets)[0]).toMatchObject({ state: "hit", hitPrice: 1.32, hitAt: T(11) });
  });
});
