import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { TradeEventEntry } from "../../src/shared/trade-lifecycle.js";
import type { Position } from "../../src/shared/positions.js";
import { callApi } from "./positions.js";
import type { TestApp } from "./test-app.js";

/** A replay file (symbol,time,bid,ask) in a folder of its own; answers the PRICE_FEED that plays it. */
export function replayFeed(csv: string): string {
  const file = join(mkdtempSync(join(tmpdir(), "replay-")), "ticks.csv");
  writeFileSync(file, `symbol,time,bid,ask\n${csv.trim()}\n`);
  return `replay:${file}`;
}

/** The app's tracker: every test app with a price feed has one. */
export function trackerOf(t: TestApp) {
  const tracker = t.app.priceTracker;
  if (!tracker) throw new Error("this app has no price feed");
  return tracker;
}

export async function positionOf(t: TestApp, cookie: string, id: string): Promise<Position> {
  const list = (await callApi(t, "GET", "/api/positions", { cookie })).json<Position[]>();
  const position = list.find((item) => item.id === id);
  if (!position) throw new Error(`position ${id} is not listed`);
  return position;
}

export async function historyOf(t: TestApp, cookie: string, id: string): Promise<TradeEventEntry[]> {
  return (await callApi(t, "GET", `/api/positions/${id}/history`, { cookie })).json<TradeEventEntry[]>();
}
