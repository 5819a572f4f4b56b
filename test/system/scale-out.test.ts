import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminSignIn } from "../../bench/bench-support.js";
import { NGINX, NGINX_SITE_TEMPLATE, startTopology, type Topology } from "../../bench/topology.js";
import { WS_CLOSE_GOING_AWAY } from "../../src/shared/notifications.js";
import { openLive, type LiveConnection } from "../support/live.js";
import { positionInput } from "../support/positions.js";
import { TEST_DATABASE_URL, TEST_REDIS_URL } from "../support/test-env.js";

const hasNginx = spawnSync(NGINX, ["-v"]).status === 0;
const MEMBERS = 50;

/** A browser tab's live connection that reconnects through nginx after each close, as the client does. */
interface Member {
  live: LiveConnection;
  closes: number[];
  /** Which instance served each connection (nginx's X-Upstream). */
  upstreams: string[];
}

describe("the nginx configuration in docs/operations.md", () => {
  it("is the file the topology runs, placeholders and all", () => {
    const doc = readFileSync(new URL("../../docs/operations.md", import.meta.url), "utf8");
    const shown = /```nginx\n([\s\S]*?)```/.exec(doc)?.[1];
    expect(shown).toBe(readFileSync(NGINX_SITE_TEMPLATE, "utf8"));
  });
});

// With PostgreSQL and Redis configured (CI), a missing nginx fails the tests rather than skipping them.
describe.runIf(TEST_DATABASE_URL && TEST_REDIS_URL)("two instances behind nginx", () => {
  let topology: Topology;
  let adminCookie = "";
  /** Off once the members are closed for good. */
  let reconnecting = true;
  const members: Member[] = [];
  const wsOrigin = () => topology.origin.replace("http", "ws");
  const memberCookie = (i: number) => `session=${topology.memberTokens[i]}`;

  async function connect(i: number): Promise<LiveConnection> {
    const live = await openLive(wsOrigin(), { cookie: memberCookie(i), origin: topology.origin });
    await live.received(1);
    return live;
  }

  function stayConnected(i: number, first: LiveConnection): Member {
    const member: Member = { live: first, closes: [], upstreams: [String(first.headers["x-upstream"])] };
    const follow = (live: LiveConnection) =>
      void live.closed.then(async ({ code }) => {
        member.closes.push(code);
        while (reconnecting) {
          await new Promise((resolve) => setTimeout(resolve, 100));
          const next = await connect(i).catch(() => undefined);
          if (!next) continue;
          member.live = next;
          member.upstreams.push(String(next.headers["x-upstream"]));
          return follow(next);
        }
      });
    follow(first);
    return member;
  }

  const publish = (base: string, asset: string) =>
    fetch(`${base}/api/positions`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: topology.origin, cookie: adminCookie },
      body: JSON.stringify(positionInput({ asset })),
    });

  beforeAll(async () => {
    if (!hasNginx) throw new Error("nginx not found: install Debian's (apt-get install -y nginx); .ci/run does it");
    topology = await startTopology({
      databaseUrl: TEST_DATABASE_URL ?? "",
      redisUrl: TEST_REDIS_URL ?? "",
      members: MEMBERS,
      sources: true,
    });
    const login = await fetch(`${topology.origin}/api/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: topology.origin },
      body: JSON.stringify(adminSignIn()),
    });
    expect(login.status).toBe(200);
    adminCookie = (login.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
  }, 120_000);
  afterAll(async () => {
    reconnecting = false;
    for (const member of members) member.live.socket.close();
    await topology?.stop();
  }, 30_000);

  it("delivers a position published through one instance to a member connected through nginx to the other", async () => {
    const member = await connect(0);
    const servedBy = member.headers["x-upstream"];
    const addresses = topology.instances.map((instance) => instance.address);
    expect(addresses).toContain(servedBy);
    const other = topology.instances.find((instance) => instance.address !== servedBy);
    if (!other) throw new Error("no second instance");

    const published = await publish(other.base, "GBP/JPY");
    expect(published.status).toBe(201);
    const [, event] = await member.received(2, 5_000);
    expect(event).toMatchObject({ type: "position_added", data: { position: { asset: "GBP/JPY" } } });
    member.socket.close();
  });

  it("on SIGTERM under load, moves the instance's members to the other with 1001, answers no 5xx, exits 0", async () => {
    for (let i = 0; i < MEMBERS; i += 1) members.push(stayConnected(i, await connect(i)));
    const [a, b] = topology.instances;
    if (!a || !b) throw new Error("two instances expected");
    const onA = members.filter((member) => member.upstreams[0] === a.address);
    expect(onA.length).toBeGreaterThan(MEMBERS / 4);

    // Steady load through nginx: reads and writes as members make them.
    const answers: { status: number; upstream: string; at: number }[] = [];
    const failures: string[] = [];
    let loading = true;
    const requests = [
      { method: "GET", path: "/api/positions" },
      { method: "GET", path: "/api/auth/me" },
      { method: "POST", path: "/api/notifications/read-all" },
    ];
    const load = Array.from({ length: 16 }, async (_, worker) => {
      for (let n = 0; loading; n += 1) {
        const { method, path } = requests[n % requests.length] ?? { method: "GET", path: "/api/auth/me" };
        try {
          const response = await fetch(`${topology.origin}${path}`, {
            method,
            headers: { origin: topology.origin, cookie: memberCookie((worker * 7 + n) % MEMBERS) },
          });
          answers.push({ status: response.status, upstream: response.headers.get("x-upstream") ?? "", at: Date.now() });
          if (response.status >= 500) failures.push(`${method} ${path}: ${response.status} ${await response.text()}`);
          else await response.arrayBuffer();
        } catch (error) {
          failures.push(`${method} ${path}: ${String(error)}`);
        }
      }
    });
    await new Promise((resolve) => setTimeout(resolve, 1_000));

    const signalled = Date.now();
    const exited = new Promise<number | null>((resolve) => a.child.once("exit", (code) => resolve(code)));
    a.child.kill("SIGTERM");
    expect(await exited).toBe(0);
    const stopped = Date.now();
    const shutdownMs = stopped - signalled;
    expect(shutdownMs).toBeLessThan(10_000);

    await expect.poll(() => onA.filter((member) => member.upstreams.length < 2).length, { timeout: 10_000 }).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, 500));
    loading = false;
    await Promise.all(load);

    expect(failures).toEqual([]);
    expect(new Set(answers.map((answer) => answer.status))).toEqual(new Set([200, 204]));
    // The load reached A before the signal and kept being answered while A drained and after it left.
    const servedByA = answers.filter((answer) => answer.upstream === a.address && answer.at < signalled);
    const whileDraining = answers.filter((answer) => answer.at > signalled && answer.at < stopped);
    const afterwards = answers.filter((answer) => answer.at > stopped);
    expect(servedByA.length).toBeGreaterThan(0);
    expect(whileDraining.length).toBeGreaterThan(0);
    expect(afterwards.length).toBeGreaterThan(0);
    const retried = answers.filter((answer) => answer.upstream.includes(","));
    for (const member of onA) {
      expect(member.closes).toEqual([WS_CLOSE_GOING_AWAY]);
      expect(member.upstreams).toEqual([a.address, b.address]);
    }

    const received = members.map((member) => member.live.received(member.live.messages.length + 1, 10_000));
    expect((await publish(topology.origin, "AUD/NZD")).status).toBe(201);
    for (const messages of await Promise.all(received)) {
      expect(messages.at(-1)).toMatchObject({ type: "position_added", data: { position: { asset: "AUD/NZD" } } });
    }
    console.info(
      `SIGTERM under load: ${answers.length} requests (${whileDraining.length} while draining, ${retried.length} ` +
        `resent by nginx to the other instance), ${onA.length} members moved, exit 0 after ${shutdownMs} ms`,
    );
  }, 90_000);
});
