import net from "node:net";
import { createHmac, randomBytes } from "node:crypto";
import { Redis } from "ioredis";
import { afterEach, describe, expect, it } from "vitest";
import type { PositionEvent } from "../../../shared/ws-events.js";
import { cookieFor } from "../../../../test/support/members.js";
import { listening, openLive } from "../../../../test/support/live.js";
import { createPositionAs } from "../../../../test/support/positions.js";
import { useTestApps } from "../../../../test/support/test-app.js";
import { TEST_DIALECTS, TEST_REDIS_URL } from "../../../../test/support/test-env.js";
import { createRedisEventBus, type RedisEventBus } from "./redis-event-bus.js";
import { isPositionEvent } from "./event-bus.js";

const uniqueChannel = () => `signaldesk-test:${randomBytes(6).toString("hex")}`;
const SECRET = randomBytes(32).toString("hex");
const event = (message: string) =>
  ({ type: "position_removed", data: { message, timestamp: "t", position: {} } }) as unknown as PositionEvent;

/** A TCP relay to Redis that the test can cut and restore, as a network outage would. */
async function startRelay(target: URL) {
  const sockets = new Set<net.Socket>();
  let server: net.Server | undefined;
  let port = 0;
  const open = async () => {
    server = net.createServer((client) => {
      const upstream = net.connect(Number(target.port || 6379), target.hostname);
      for (const socket of [client, upstream]) {
        sockets.add(socket);
        socket.on("close", () => sockets.delete(socket));
        socket.on("error", () => socket.destroy());
      }
      client.pipe(upstream).pipe(client);
    });
    await new Promise<void>((resolve) => server?.listen(port, "127.0.0.1", resolve));
    port = (server.address() as net.AddressInfo).port;
  };
  await open();
  return {
    url: () => `redis://127.0.0.1:${port}`,
    async cut() {
      await new Promise<void>((resolve) => {
        server?.close(() => resolve());
        for (const socket of sockets) socket.destroy();
      });
    },
    restore: open,
  };
}

describe.runIf(TEST_REDIS_URL)("Redis event bus", () => {
  const redisUrl = TEST_REDIS_URL ?? "";
  const buses: RedisEventBus[] = [];
  const bus = (url: string, channel: string, onForgedMessages?: (dropped: number) => void) => {
    const created = createRedisEventBus({
      url,
      channel,
      secret: SECRET,
      onError: () => {},
      ...(onForgedMessages ? { onForgedMessages } : {}),
    });
    buses.push(created);
    return created;
  };
  afterEach(async () => {
    for (const created of buses.splice(0)) await created.close();
  });
  // Registered after the buses' hook, so it runs before it: each app closes while its bus still works.
  const startApp = useTestApps();

  /** Two app instances on one database and one Redis channel, the admin, and a member live on each. */
  const twoInstances = async (
    dialect: (typeof TEST_DIALECTS)[number],
    url: string,
    onForgedMessages?: (dropped: number) => void,
  ) => {
    const channel = uniqueChannel();
    const [busA, busB] = [bus(url, channel, onForgedMessages), bus(url, channel, onForgedMessages)];
    await Promise.all([busA.ready(), busB.ready()]);
    const a = await startApp(dialect, { events: busA });
    const b = await startApp(dialect, { events: busB, sharingDatabaseOf: a });
    const now = new Date();
    const admin = (await cookieFor(a, "admin", now)) ?? "";
    const onA = await openLive(await listening(a), { cookie: await cookieFor(a, "trial", now) });
    const onB = await openLive(await listening(b), { cookie: await cookieFor(a, "premium", now) });
    await Promise.all([onA.received(1), onB.received(1)]);
    return { a, admin, onA, onB, channel };
  };

  it.each(TEST_DIALECTS)(
    "on %s, a position published on one instance reaches members connected to the other, once each",
    async (dialect) => {
      const { a, admin, onA, onB } = await twoInstances(dialect, redisUrl);

      const id = await createPositionAs(a, admin, { asset: "ETH/USD", assetClass: "crypto" });
      const [, fromB] = await onB.received(2);
      const [, fromA] = await onA.received(2);
      expect(fromB).toMatchObject({ type: "position_added", data: { id: expect.any(Number), position: { id } } });
      expect(fromA).toEqual(fromB);
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect([onA.messages.length, onB.messages.length]).toEqual([2, 2]);
      // The event was stored once, and fanned out by the instance that made the change.
      const rows = await a.database.handle.db.selectFrom("notification_events").select("fanned_out_at").execute();
      expect(rows).toEqual([{ fanned_out_at: expect.any(String) }]);
      onA.socket.close();
      onB.socket.close();
    },
  );

  it.each(TEST_DIALECTS)(
    "on %s, a message published straight to Redis without the instances' secret reaches no member",
    async (dialect) => {
      const reports: number[] = [];
      const { a, admin, onA, onB, channel } = await twoInstances(dialect, redisUrl, (dropped) => reports.push(dropped));
      const forged = JSON.stringify({
        origin: "attacker",
        event: { type: "position_added", data: { id: 999_999, message: "Buy FORGED now", timestamp: "t" } },
      });
      const wrongKey = createHmac("sha256", "not the secret").update(`${channel}\n${forged}`).digest("hex");
      const attacker = new Redis(redisUrl);
      try {
        for (let i = 0; i < 50; i += 1) await attacker.publish(channel, forged);
        await attacker.publish(channel, `${wrongKey}.${forged}`);
        await attacker.publish(channel, `${"0".repeat(64)}.${forged}`);
      } finally {
        attacker.disconnect();
      }

      const id = await createPositionAs(a, admin, { asset: "GENUINE" });
      const [, fromB] = await onB.received(2);
      expect(fromB).toMatchObject({ type: "position_added", data: { position: { id } } });
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(JSON.stringify([onA.messages, onB.messages])).not.toContain("FORGED");
      expect([onA.messages.length, onB.messages.length]).toEqual([2, 2]);
      // Each instance warned once for the whole flood, not once per message.
      expect(reports).toEqual([1, 1]);
      onA.socket.close();
      onB.socket.close();
    },
  );

  it("still reaches this instance's listeners when Redis is unreachable", async () => {
    const closedPort = await new Promise<number>((resolve) => {
      const probe = net.createServer().listen(0, "127.0.0.1", () => {
        const { port } = probe.address() as net.AddressInfo;
        probe.close(() => resolve(port));
      });
    });
    const errors: unknown[] = [];
    const lonely = createRedisEventBus({
      url: `redis://127.0.0.1:${closedPort}`,
      channel: uniqueChannel(),
      secret: SECRET,
      onError: (error) => errors.push(error),
    });
    buses.push(lonely);
    const received: PositionEvent[] = [];
    lonely.subscribe((e) => isPositionEvent(e) && received.push(e));
    lonely.publish(event("while down"));
    expect(received.map((e) => e.data.message)).toEqual(["while down"]);
    await expect.poll(() => errors.length).toBeGreaterThan(0);
  });

  it("resumes cross-instance delivery when Redis comes back", async () => {
    const relay = await startRelay(new URL(redisUrl));
    const channel = uniqueChannel();
    const [busA, busB] = [bus(relay.url(), channel), bus(relay.url(), channel)];
    await Promise.all([busA.ready(), busB.ready()]);
    const onB: string[] = [];
    const onA: string[] = [];
    busB.subscribe((e) => isPositionEvent(e) && onB.push(e.data.message));
    busA.subscribe((e) => isPositionEvent(e) && onA.push(e.data.message));

    busA.publish(event("before"));
    await expect.poll(() => onB).toEqual(["before"]);

    await relay.cut();
    busA.publish(event("during"));
    expect(onA).toEqual(["before", "during"]);

    await relay.restore();
    let n = 0;
    await expect
      .poll(
        () => {
          busA.publish(event(`after ${++n}`));
          return onB.some((message) => message.startsWith("after"));
        },
        { timeout: 10_000, interval: 250 },
      )
      .toBe(true);
    expect(onB).not.toContain("during");
    await relay.cut();
  });

  it.each(TEST_DIALECTS)(
    "on %s, with Redis cut, a new position still reaches members on its instance, and the other's once Redis returns",
    async (dialect) => {
      const relay = await startRelay(new URL(redisUrl));
      const { a, admin, onA, onB } = await twoInstances(dialect, relay.url());

      await relay.cut();
      const during = await createPositionAs(a, admin, { asset: "DURING" });
      const [, local] = await onA.received(2);
      expect(local).toMatchObject({ type: "position_added", data: { position: { id: during } } });

      await relay.restore();
      await expect
        .poll(
          async () => {
            await createPositionAs(a, admin, { asset: "AFTER" });
            return onB.messages.some((m) => JSON.stringify(m).includes('"asset":"AFTER"'));
          },
          { timeout: 10_000, interval: 500 },
        )
        .toBe(true);
      expect(a.logs.join("")).not.toMatch(/"statusCode":5\d\d/);
      onA.socket.close();
      onB.socket.close();
      await relay.cut();
    },
    30_000,
  );
});

describe.skipIf(TEST_REDIS_URL)("Redis event bus", () => {
  it.skip("needs TEST_REDIS_URL (e.g. redis://127.0.0.1:6379; .ci/run sets it)", () => {});
});
