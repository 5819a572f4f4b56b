import { englishMessage } from "../../lib/app-error.js";
import { describe, expect, it } from "vitest";
import { cookieFor } from "../../../../test/support/members.js";
import { useFakePushService } from "../../../../test/support/fake-push-service.js";
import { callApi } from "../../../../test/support/positions.js";
import { personWithDevices, PUSH_TEST_ENV } from "../../../../test/support/push.js";
import { TEST_NOW, useTestApp, useTestApps } from "../../../../test/support/test-app.js";
import { TEST_DIALECTS } from "../../../../test/support/test-env.js";
import { PUSH_DEVICES_PER_MEMBER } from "../../../shared/notifications.js";
import { INVALID_ENDPOINT } from "./push.service.js";

const P256DH = "BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM";
const AUTH = "tBHItJI5svbpez7KI4CCXg";
const browserSubscription = (endpoint: string) => ({
  subscription: { endpoint, expirationTime: null, keys: { p256dh: P256DH, auth: AUTH } },
});

describe.each(TEST_DIALECTS)("push endpoints on %s", (dialect) => {
  const push = useFakePushService();
  const t = useTestApp(dialect, { clockAt: TEST_NOW, env: PUSH_TEST_ENV });
  const clock = t.clock;
  const startApp = useTestApps();

  const devices = async () =>
    t.database.handle.db.selectFrom("push_subscriptions").select(["endpoint", "user_id", "auth"]).execute();

  it("gives the same VAPID public key to anyone, generated once and stored", async () => {
    const first = await callApi(t, "GET", "/api/notifications/vapid-public-key");
    expect(first.statusCode).toBe(200);
    const { publicKey } = first.json<{ publicKey: string }>();
    expect(Buffer.from(publicKey, "base64url")).toHaveLength(65);
    const stored = await t.database.handle.db.selectFrom("vapid_keys").select("public_key").execute();
    expect(stored).toEqual([{ public_key: publicKey }]);
    expect((await callApi(t, "GET", "/api/notifications/vapid-public-key")).json()).toEqual({ publicKey });
  });

  it("uses configured VAPID keys when given", async () => {
    const configured = await startApp(dialect, {
      clock,
      env: {
        VAPID_PUBLIC_KEY: P256DH,
        VAPID_PRIVATE_KEY: "x5IjxmMFKQEZfUh7vNwq3V4lmIW6xXGeHq2nvoEbx4E",
        VAPID_SUBJECT: "mailto:ops@example.com",
      },
    });
    const response = await callApi(configured, "GET", "/api/notifications/vapid-public-key");
    expect(response.json()).toEqual({ publicKey: P256DH });
  });

  it("stores several devices per member, moves a re-subscribed endpoint to its new owner, and unsubscribes", async () => {
    const maria = (await cookieFor(t, "premium", clock.now())) ?? "";
    const omar = (await cookieFor(t, "trial", clock.now())) ?? "";
    const phone = "https://push.example.net/send/phone";
    const laptop = "https://push.example.net/send/laptop";
    const subscribe = (cookie: string, endpoint: string) =>
      callApi(t, "POST", "/api/notifications/subscribe", { cookie, body: browserSubscription(endpoint) });

    expect((await subscribe(maria, phone)).statusCode).toBe(201);
    expect((await subscribe(maria, laptop)).statusCode).toBe(201);
    expect((await subscribe(maria, phone)).statusCode).toBe(201);
    expect(await devices()).toHaveLength(2);

    expect((await subscribe(omar, phone)).statusCode).toBe(201);
    const owners = new Map((await devices()).map((d) => [d.endpoint, d.user_id]));
    expect(owners.get(phone)).not.toBe(owners.get(laptop));

    // Maria cannot remove what is now Omar's phone; Omar can.
    const unsubscribe = (cookie: string, endpoint: string) =>
      callApi(t, "POST", "/api/notifications/unsubscribe", { cookie, body: { subscription: { endpoint } } });
    expect((await unsubscribe(maria, phone)).statusCode).toBe(204);
    expect(await devices()).toHaveLength(2);
    expect((await unsubscribe(omar, phone)).statusCode).toBe(204);
    expect((await devices()).map((d) => d.endpoint)).toEqual([laptop]);
  });

  it("refuses subscriptions that are not a browser's: http endpoint, missing or malformed keys, signed out", async () => {
    const cookie = (await cookieFor(t, "premium", clock.now())) ?? "";
    const bodies = [
      browserSubscription("http://push.example.net/send/1"),
      browserSubscription("not a url"),
      { subscription: { endpoint: "https://push.example.net/send/1", keys: { p256dh: P256DH } } },
      { subscription: { endpoint: "https://push.example.net/send/1", keys: { p256dh: "short", auth: AUTH } } },
      // Base64url of the right length, but no point on the P-256 curve: no push could ever be encrypted to it.
      { subscription: { endpoint: "https://push.example.net/send/1", keys: { p256dh: "B".repeat(87), auth: AUTH } } },
      { subscription: { endpoint: "https://push.example.net/send/1" } },
      {},
    ];
    for (const body of bodies) {
      const response = await callApi(t, "POST", "/api/notifications/subscribe", { cookie, body });
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json()).toHaveProperty("message");
    }
    const signedOut = await callApi(t, "POST", "/api/notifications/subscribe", {
      body: browserSubscription("https://push.example.net/send/1"),
    });
    expect(signedOut.statusCode).toBe(401);
    expect(await devices()).toEqual([]);
  });

  it("refuses endpoints on loopback, private, link-local and metadata hosts with a 400 message, storing nothing", async () => {
    const production = await startApp(dialect, { clock, sharingDatabaseOf: t });
    const cookie = (await cookieFor(production, "premium", clock.now())) ?? "";
    const internal = [
      "https://127.0.0.1/push",
      "https://2130706433/push",
      "https://0x7f.0.0.1/push",
      "https://localhost:8443/push",
      "https://10.0.0.5/push",
      "https://192.168.1.20/push",
      "https://100.64.0.1/push",
      "https://169.254.169.254/latest/meta-data/",
      "https://[::1]/push",
      "https://[::ffff:127.0.0.1]/push",
      "https://[fd00:ec2::254]/latest/meta-data/",
      "https://[fe80::1]/push",
      "https://metadata.google.internal/computeMetadata/v1/",
      "https://0.0.0.0/push",
      "https://224.0.0.1/push",
    ];
    for (const endpoint of internal) {
      const response = await callApi(production, "POST", "/api/notifications/subscribe", {
        cookie,
        body: browserSubscription(endpoint),
      });
      expect(response.statusCode, endpoint).toBe(400);
      expect(response.json()).toEqual({ message: englishMessage(INVALID_ENDPOINT) });
    }
    expect(await devices()).toEqual([]);
    const browsers = await callApi(production, "POST", "/api/notifications/subscribe", {
      cookie,
      body: browserSubscription("https://fcm.googleapis.com/fcm/send/abc:def"),
    });
    expect(browsers.statusCode).toBe(201);
  });

  it(`keeps at most ${PUSH_DEVICES_PER_MEMBER} devices per member: another replaces the member's oldest`, async () => {
    const maria = (await cookieFor(t, "premium", clock.now())) ?? "";
    const omar = (await cookieFor(t, "trial", clock.now())) ?? "";
    const endpoint = (n: number) => `https://push.example.net/send/maria-${n}`;
    const subscribe = (cookie: string, url: string) =>
      callApi(t, "POST", "/api/notifications/subscribe", { cookie, body: browserSubscription(url) });
    expect((await subscribe(omar, "https://push.example.net/send/omar")).statusCode).toBe(201);
    for (let n = 1; n <= PUSH_DEVICES_PER_MEMBER; n += 1) {
      clock.advance(1_000);
      expect((await subscribe(maria, endpoint(n))).statusCode).toBe(201);
    }
    // The browser refreshed the first device's subscription: it is now the newest, the second the oldest.
    clock.advance(1_000);
    expect((await subscribe(maria, endpoint(1))).statusCode).toBe(201);
    clock.advance(1_000);
    expect((await subscribe(maria, endpoint(PUSH_DEVICES_PER_MEMBER + 1))).statusCode).toBe(201);

    const stored = (await devices()).map((d) => d.endpoint);
    const marias = stored.filter((url) => url.includes("maria"));
    expect(marias).toHaveLength(PUSH_DEVICES_PER_MEMBER);
    expect(marias).toContain(endpoint(1));
    expect(marias).not.toContain(endpoint(2));
    expect(marias).toContain(endpoint(PUSH_DEVICES_PER_MEMBER + 1));
    expect(stored).toContain("https://push.example.net/send/omar");
  });

  it("test push: admins only, to their own devices or to members, reporting what was delivered", async () => {
    const member = (await cookieFor(t, "premium", clock.now())) ?? "";
    const admin = await personWithDevices(
      t,
      "admin",
      clock.now(),
      push.device("admin-phone"),
      push.device("admin-old"),
    );
    await personWithDevices(t, "premium", clock.now(), push.device("member-phone"));
    const testPush = (cookie: string | undefined, body: unknown) =>
      callApi(t, "POST", "/api/notifications/test-push", { ...(cookie ? { cookie } : {}), body });

    expect((await testPush(undefined, {})).statusCode).toBe(401);
    expect((await testPush(member, {})).statusCode).toBe(403);
    expect((await testPush(admin.cookie, { audience: "everyone" })).statusCode).toBe(400);

    push.script("admin-old", { status: 410 });
    const self = await testPush(admin.cookie, { message: "" });
    expect(self.statusCode).toBe(200);
    expect(self.json()).toEqual({ message: "Test notification sent to 1 of 2 devices", sent: 1, failed: 1 });
    expect(push.deliveries.map((d) => [d.device, (d.payload as { body: string }).body])).toEqual([
      ["admin-phone", "Test background push notification!"],
    ]);
    expect((await devices()).map((d) => d.endpoint)).not.toContain(`${push.origin}/push/admin-old`);

    const members = await testPush(admin.cookie, { message: "Markets open early", audience: "members" });
    expect(members.json()).toEqual({ message: "Test notification sent to 1 device", sent: 1, failed: 0 });
    expect(push.deliveries.at(-1)).toMatchObject({ device: "member-phone", payload: { body: "Markets open early" } });
  });

  it("test push answers 409 with no devices and 502 when every delivery failed", async () => {
    const admin = (await cookieFor(t, "admin", clock.now())) ?? "";
    const none = await callApi(t, "POST", "/api/notifications/test-push", { cookie: admin, body: {} });
    expect(none.statusCode).toBe(409);
    expect(none.json()).toEqual({ message: "No devices subscribed" });

    const withDevice = await personWithDevices(t, "admin", clock.now(), push.device("broken"));
    push.script("broken", { status: 500 });
    const failed = await callApi(t, "POST", "/api/notifications/test-push", { cookie: withDevice.cookie, body: {} });
    expect(failed.statusCode).toBe(502);
    expect(failed.json()).toHaveProperty("message");
  });
});
