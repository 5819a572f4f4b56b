/**
 * TradingView alert -> members' sockets: `members` signed-in members hold /ws/notifications open; an alert source that
 * publishes at once receives `alerts` opening alerts, and for each, the time from sending the POST to the last
 * member's `position_added`. Baseline in the same run, on the same server and sockets, interleaved with the alerts:
 * the same publish by the admin's own route (POST /api/positions), which the alert's service call mirrors.
 */
import { performance } from "node:perf_hooks";
import WebSocket from "ws";
import {
  adminSignIn,
  connectInBatches,
  mb,
  pause,
  peakRssOf,
  scratchSqlite,
  seedMembers,
  sortedPercentile,
  startServer,
} from "../bench-support.js";
import { ms, row, times, type BenchRow } from "../report-table.js";
import { openFilesProblem } from "./fanout.js";

export interface AlertsOptions {
  members: number;
  /** Alerts posted (and as many admin publishes): at most the source's alerts a minute. */
  alerts: number;
}

interface Member {
  /** Resolves at the member's next `position_added`. */
  next(): Promise<void>;
  close(): void;
}

const connect = (url: string, headers: Record<string, string>) =>
  new Promise<Member>((resolve, reject) => {
    const socket = new WebSocket(url, { headers, perMessageDeflate: false });
    let waiter: (() => void) | undefined;
    socket.on("message", (data: Buffer) => {
      // Only a new position counts; the first frame (connected) and anything else do not.
      if (data.toString("utf8", 0, 40).includes('"position_added"')) waiter?.();
    });
    socket.once("message", () =>
      resolve({
        next: () => new Promise<void>((done) => (waiter = done)),
        close: () => socket.close(),
      }),
    );
    socket.once("unexpected-response", (_req, res) => reject(new Error(`upgrade refused: ${res.statusCode}`)));
    socket.once("error", reject);
  });

/** Sends one publish and answers the time from sending it to the last member's `position_added`. */
async function timed(members: Member[], publish: () => Promise<Response>): Promise<number> {
  const everyone = Promise.all(members.map((member) => member.next()));
  const sent = performance.now();
  const response = await publish();
  if (response.status !== 201) throw new Error(`publish answered ${response.status}: ${await response.text()}`);
  await everyone;
  return performance.now() - sent;
}

export async function alertsScenario(options: AlertsOptions): Promise<BenchRow[]> {
  const problem = openFilesProblem(options.members);
  if (problem) throw new Error(problem);
  const scratch = scratchSqlite("alerts");
  try {
    const { database, tokens } = await seedMembers(scratch.url, options.members);
    await database.close();
    const server = await startServer(scratch.url);
    try {
      const origin = server.base;
      const login = await fetch(`${server.base}/api/auth/login`, {
        method: "POST",
        headers: { "content-type": "application/json", origin },
        body: JSON.stringify(adminSignIn()),
      });
      const admin = (login.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
      const asAdmin = { "content-type": "application/json", origin, cookie: admin };
      const created = await fetch(`${server.base}/api/admin/automation/sources`, {
        method: "POST",
        headers: asAdmin,
        body: JSON.stringify({ name: "Bench", publishes: true, defaultAssetClass: "forex" }),
      });
      if (created.status !== 201) throw new Error(`source answered ${created.status}: ${await created.text()}`);
      const { webhookPath } = (await created.json()) as { webhookPath: string };

      const wsUrl = `${server.base.replace("http", "ws")}/ws/notifications`;
      const members = await connectInBatches(options.members, (i) =>
        connect(wsUrl, { cookie: `session=${tokens[i]}`, origin }),
      );
      await pause(1000);

      const alertMs: number[] = [];
      const adminMs: number[] = [];
      for (let i = 0; i < options.alerts; i += 1) {
        const at = new Date().toISOString();
        // TradingView posts text/plain with no headers of its own; the body is the alert message.
        alertMs.push(
          await timed(members, () =>
            fetch(`${server.base}${webhookPath}`, {
              method: "POST",
              headers: { "content-type": "text/plain" },
              body: JSON.stringify({
                action: "open",
                id: `bench-${i}-${at}`,
                ref: `bench-${i}`,
                time: at,
                symbol: "EURUSD",
                direction: "buy",
                entry: 1.0724,
                stop: 1.065,
                targets: [1.08, 1.09],
              }),
            }),
          ),
        );
        await pause(200);
        adminMs.push(
          await timed(members, () =>
            fetch(`${server.base}/api/positions`, {
              method: "POST",
              headers: asAdmin,
              body: JSON.stringify({
                asset: "EUR/USD",
                assetClass: "forex",
                direction: "long",
                entryPrice: 1.0724,
                stopLoss: 1.065,
                status: "active",
              }),
            }),
          ),
        );
        await pause(200);
      }
      const peak = peakRssOf(server.child.pid ?? 0);
      for (const member of members) member.close();

      const p = (values: number[], q: number) => sortedPercentile(values, q);
      const label = `${options.members.toLocaleString("en-US")} members' sockets, ${options.alerts} alerts`;
      return [
        row(
          "Alerts",
          `alert POST -> last member's position_added p50, ${label} (baseline: admin route)`,
          ms(p(alertMs, 50)),
          {
            baseline: ms(p(adminMs, 50)),
            ratio: times(p(alertMs, 50), p(adminMs, 50)),
          },
        ),
        row("Alerts", "alert POST -> last member's position_added p99 (baseline: admin route)", ms(p(alertMs, 99)), {
          baseline: ms(p(adminMs, 99)),
          ratio: times(p(alertMs, 99), p(adminMs, 99)),
        }),
        row("Alerts", `peak RSS of the server (${server.built ? "built app" : "sources through tsx"})`, mb(peak)),
      ];
    } finally {
      await server.stop();
    }
  } finally {
    scratch.cleanup();
  }
}
