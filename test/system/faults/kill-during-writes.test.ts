import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { bootstrapAdminEnv, withCode } from "../../support/admin-sign-in.js";
import { startFakePushService, type FakePushService } from "../../support/fake-push-service.js";
import { startFakeStripe } from "../../support/fake-stripe.js";
import { positionInput } from "../../support/positions.js";
import { cookieOf, startSpawnedServer, type SpawnedServer } from "../../support/spawned-server.js";
import { createTestDatabase } from "../../support/test-database.js";
import { TEST_DIALECTS } from "../../support/test-env.js";
import { STRIPE_TEST_ENV } from "../../support/stripe-events.js";
import { selfSignedCertificate } from "../../support/tls.js";
import { ageBy, burst, paymentWrites, seedMembers, type Write } from "./burst.js";
import { danglingReferences, halfWrittenPayments, halfWrittenPositions } from "./write-integrity.js";

const ADMIN = { email: "ops@example.com", password: "crash admin password" };
const POSITIONS = 40;
const PAYMENTS = 12;
const NEW_DEVICES = 10;
/** SIGKILL once this many writes were acknowledged: about half the burst. */
const KILL_AFTER = 30;
/** What the restarted server waits out by itself: the dead worker's push leases, the orphaned fan-out age. */
const LEASE_AND_ORPHAN_WAIT_MS = 61_000;

describe.each(TEST_DIALECTS)("SIGKILL during a burst of writes on %s", (dialect) => {
  const cleanups: (() => Promise<void> | void)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
    cleanups.length = 0;
  });

  it.each(["local", "stripe"] as const)(
    "keeps every acknowledged write whole after a restart, and sends each queued push once (%s payments)",
    async (provider) => {
      const database = await createTestDatabase(dialect);
      cleanups.push(() => database.cleanup());
      const dir = mkdtempSync(join(tmpdir(), "signaldesk-crash-"));
      cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
      const tls = selfSignedCertificate(dir);
      const push: FakePushService = await startFakePushService({ tls });
      cleanups.push(() => push.close());
      // Checkouts are opened at Stripe before the burst: only a session the server created is fulfilled.
      const stripe = await startFakeStripe();
      cleanups.push(() => stripe.close());
      const env = {
        DATABASE_URL: database.url,
        ...bootstrapAdminEnv(ADMIN),
        // The fake push service's certificate, trusted as a real push service's would be.
        NODE_EXTRA_CA_CERTS: tls.certPath,
        // It listens on 127.0.0.1, which real deployments refuse as a push endpoint.
        PUSH_ALLOW_PRIVATE_FOR_TESTING: "true",
        ...(provider === "stripe" ? { ...STRIPE_TEST_ENV, STRIPE_API_BASE: stripe.url } : {}),
      };
      let server: SpawnedServer = await startSpawnedServer(env);
      cleanups.push(() => void server.process.child.kill("SIGKILL"));

      const admin = cookieOf(await server.call("POST", "/api/auth/login", { body: withCode(ADMIN) }));
      const subscribed = await seedMembers(database, 3, "premium");
      const joining = await seedMembers(database, NEW_DEVICES, "premium");
      const buyers = await seedMembers(database, PAYMENTS, "inactive");
      // Devices registered before the burst: each must receive every committed new position exactly once.
      const devices = [push.device("a0-phone"), push.device("a0-laptop"), push.device("a1"), push.device("a2")];
      const owners = [subscribed[0], subscribed[0], subscribed[1], subscribed[2]];
      for (const [i, device] of devices.entries()) {
        const answer = await server.call("POST", "/api/notifications/subscribe", {
          cookie: owners[i]?.cookie ?? "",
          body: { subscription: device.subscription },
        });
        expect(answer.status).toBe(201);
      }
      const payments = await paymentWrites(provider, () => server, buyers);
      const writes: Write[] = [];
      for (let i = 0; i < Math.max(POSITIONS, PAYMENTS, NEW_DEVICES); i += 1) {
        if (i < POSITIONS) {
          writes.push({
            kind: "position",
            key: `#${i}`,
            run: async () => {
              const answer = await server.call("POST", "/api/positions", {
                cookie: admin,
                body: positionInput({ asset: `CRASH${i}`, entryPrice: 100 + i }),
              });
              return { status: answer.status, id: (answer.body as { id?: string }).id };
            },
          });
        }
        const payment = payments.writes[i];
        if (payment) writes.push(payment);
        const member = joining[i];
        if (member) {
          const device = push.device(`joining-${i}`);
          writes.push({
            kind: "device",
            key: device.subscription.endpoint,
            run: () =>
              server.call("POST", "/api/notifications/subscribe", {
                cookie: member.cookie,
                body: { subscription: device.subscription },
              }),
          });
        }
      }

      const crashed = server;
      const { acknowledged, refused } = await burst(writes, (count) => {
        if (count === KILL_AFTER) crashed.process.child.kill("SIGKILL");
      });
      await crashed.process.exited;
      expect(refused).toEqual([]);
      expect(crashed.process.output()).not.toMatch(/"statusCode":5\d\d/);
      // Mid-burst: some writes were acknowledged, some never were.
      expect(acknowledged.length).toBeGreaterThanOrEqual(KILL_AFTER);
      expect(acknowledged.length).toBeLessThan(writes.length);

      // Deliveries the dead worker had sent but not yet recorded may go again, under the same Topic.
      const inFlight = new Set(
        (
          await database.handle.db
            .selectFrom("jobs as j")
            .innerJoin("push_subscriptions as s", "s.id", "j.payload")
            .innerJoin("push_messages as m", "m.id", "j.batch_id")
            .select(["s.endpoint", "m.topic"])
            .where("j.kind", "=", "push")
            .where("j.lease_owner", "is not", null)
            .execute()
        ).map((row) => `${row.endpoint} ${row.topic}`),
      );
      // The restarted server would wait out the dead worker's leases (60 s) and the age after which a fan-out
      // counts as orphaned (30 s) by itself; the test moves those clocks back instead of sleeping.
      await ageBy(database, LEASE_AND_ORPHAN_WAIT_MS);

      server = await startSpawnedServer(env);
      await expect
        .poll(
          async () => {
            const db = database.handle.db;
            const jobs = await db
              .selectFrom("jobs")
              .select("id")
              .where("kind", "=", "push")
              .where("status", "=", "pending")
              .execute();
            const pending = await db
              .selectFrom("notification_events")
              .select("id")
              .where("fanned_out_at", "is", null)
              .execute();
            return jobs.length + pending.length;
          },
          { timeout: 30_000, interval: 250 },
        )
        .toBe(0);

      // Every acknowledged write is there.
      const db = database.handle.db;
      const ackedOf = (kind: Write["kind"]) => acknowledged.filter((a) => a.write.kind === kind);
      const positionIds = ackedOf("position").map((a) => a.id ?? "");
      const positions = await db.selectFrom("positions").select("id").execute();
      expect(positions.map((p) => p.id)).toEqual(expect.arrayContaining(positionIds));
      const processed = (await db.selectFrom("payment_events").select("id").execute()).map((row) => row.id);
      expect(processed).toEqual(expect.arrayContaining(ackedOf("payment").map((a) => a.write.key)));
      const endpoints = (await db.selectFrom("push_subscriptions").select("endpoint").execute()).map((r) => r.endpoint);
      expect(endpoints).toEqual(expect.arrayContaining(ackedOf("device").map((a) => a.write.key)));

      // Nothing is half-written, acknowledged or not.
      expect(await danglingReferences(database.handle)).toEqual([]);
      expect(await halfWrittenPositions(database.handle)).toEqual([]);
      expect(await halfWrittenPayments(database.handle, payments.purchases, new Date())).toEqual([]);

      // Every committed new position is in each member's feed and reached each early device exactly once.
      const committed = (
        await db.selectFrom("notification_events").select("id").where("type", "=", "position_added").execute()
      ).map((row) => Number(row.id));
      expect(committed.length).toBeGreaterThanOrEqual(positionIds.length);
      for (const member of subscribed) {
        const feed = await server.call("GET", "/api/notifications", { cookie: member.cookie });
        const items = (feed.body as { items: { id: number }[] }).items.map((item) => item.id);
        expect(items.sort((a, b) => a - b)).toEqual([...committed].sort((a, b) => a - b));
      }
      expect(push.rejected).toEqual([]);
      const received = new Map<string, number>();
      for (const delivery of push.deliveries) {
        const key = `${delivery.device} ${(delivery.payload as { notificationId: number }).notificationId}`;
        received.set(key, (received.get(key) ?? 0) + 1);
      }
      const endpointOf = (name: string) => `${push.origin}/push/${encodeURIComponent(name)}`;
      for (const device of devices) {
        for (const id of committed) {
          const count = received.get(`${device.name} ${id}`) ?? 0;
          // Once; twice only when the crash came between the push service's 201 and the job's deletion.
          const limit = inFlight.has(`${endpointOf(device.name)} n${id}`) ? 2 : 1;
          expect(count, `device ${device.name}, notification ${id}`).toBeGreaterThanOrEqual(1);
          expect(count, `device ${device.name}, notification ${id}`).toBeLessThanOrEqual(limit);
        }
      }
      for (const [key, count] of received) {
        const [device = "", id = ""] = key.split(" ");
        expect(count, key).toBeLessThanOrEqual(inFlight.has(`${endpointOf(device)} n${id}`) ? 2 : 1);
      }
      expect(server.process.output()).not.toMatch(/"statusCode":5\d\d/);
      server.process.child.kill("SIGTERM");
      expect(await server.process.exited).toBe(0);
    },
    180_000,
  );
});
