import { englishMessage } from "../../lib/app-error.js";
import { beforeEach, describe, expect, it } from "vitest";
import { useFakePushService } from "../../../../test/support/fake-push-service.js";
import { listening, openLive } from "../../../../test/support/live.js";
import { memberFor, type RoleMember } from "../../../../test/support/members.js";
import { callApi, createPositionAs } from "../../../../test/support/positions.js";
import { personWithDevices, PUSH_TEST_ENV, pushMessage } from "../../../../test/support/push.js";
import { TEST_NOW, useTestApp } from "../../../../test/support/test-app.js";
import { TEST_DIALECTS } from "../../../../test/support/test-env.js";
import { DEFAULT_NOTIFICATION_PREFERENCES } from "../../../shared/notification-preferences.js";
import { INSIGHT_IMAGE_MAX_BYTES, INSIGHT_MESSAGES, type Insight, type InsightList } from "../../../shared/insights.js";

/** A 1×1 PNG. */
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
  "base64",
);
const BODY = "Gold holds **above 2,300**; the *weekly* close decides.\n\n- Support 2,280\n- Resistance 2,420";
const SECRET = "above 2,300";

describe.each(TEST_DIALECTS)("market insights on %s", (dialect) => {
  const push = useFakePushService();
  const t = useTestApp(dialect, { clockAt: TEST_NOW, env: PUSH_TEST_ENV });
  const clock = t.clock;
  let admin: RoleMember;
  beforeEach(async () => {
    admin = await memberFor(t, "admin", clock.now());
  });

  const publish = (body: unknown, cookie = admin.cookie) => callApi(t, "POST", "/api/admin/insights", { cookie, body });
  const published = async (overrides: Record<string, unknown> = {}) => {
    const response = await publish({ title: "Gold before the Fed", body: BODY, instrument: "XAU/USD", ...overrides });
    expect(response.statusCode).toBe(201);
    return response.json<Insight>();
  };
  const list = (cookie: string) => callApi(t, "GET", "/api/insights", { cookie });

  it("gives Pro members and admins the whole insight, and Trial and standard members the title alone", async () => {
    const insight = await published({ image: { data: PNG.toString("base64") } });
    expect(insight).toMatchObject({ title: "Gold before the Fed", instrument: "XAU/USD", body: BODY, locked: false });
    expect(insight.imageUrl).toBe(`/api/insights/${insight.id}/image`);

    for (const role of ["premium", "admin"] as const) {
      const { cookie } = role === "admin" ? admin : await memberFor(t, role, clock.now());
      const shown = (await list(cookie)).json<InsightList>();
      expect(shown.canRead).toBe(true);
      expect(shown.insights).toEqual([{ ...insight }]);
      const detail = await callApi(t, "GET", `/api/insights/${insight.id}`, { cookie });
      expect(detail.json<Insight>().body).toBe(BODY);
      const image = await callApi(t, "GET", insight.imageUrl ?? "", { cookie });
      expect(image.statusCode).toBe(200);
      expect(image.headers["content-type"]).toBe("image/png");
      expect(image.headers["x-content-type-options"]).toBe("nosniff");
      expect(image.rawPayload.equals(PNG)).toBe(true);
    }

    for (const role of ["trial", "standard"] as const) {
      const { cookie } = await memberFor(t, role, clock.now());
      const listed = await list(cookie);
      expect(listed.statusCode).toBe(200);
      expect(listed.json<InsightList>()).toEqual({
        canRead: false,
        insights: [{ ...insight, locked: true, body: null, imageUrl: null }],
      });
      const detail = await callApi(t, "GET", `/api/insights/${insight.id}`, { cookie });
      expect(detail.statusCode).toBe(200);
      expect(detail.body).not.toContain(SECRET);
      expect(detail.json<Insight>()).toMatchObject({ title: "Gold before the Fed", body: null, imageUrl: null });
      const image = await callApi(t, "GET", `/api/insights/${insight.id}/image`, { cookie });
      expect(image.statusCode).toBe(403);
      expect(image.json()).toEqual({ message: englishMessage(INSIGHT_MESSAGES.proOnly) });
    }

    const expired = await memberFor(t, "expired", clock.now());
    for (const url of ["/api/insights", `/api/insights/${insight.id}`, `/api/insights/${insight.id}/image`]) {
      expect((await callApi(t, "GET", url, { cookie: expired.cookie })).statusCode).toBe(403);
      expect((await callApi(t, "GET", url)).statusCode).toBe(401);
    }
  });

  it("never gives a Trial member an insight's text or chart: not by any route, live, or in a push", async () => {
    const trial = await personWithDevices(t, "trial", clock.now(), push.device("trial-phone"));
    const pro = await personWithDevices(t, "premium", clock.now(), push.device("pro-phone"));
    await personWithDevices(t, "expired", clock.now(), push.device("lapsed-phone"));
    const base = await listening(t);
    const trialLive = await openLive(base, { cookie: trial.cookie });
    const proLive = await openLive(base, { cookie: pro.cookie });
    await Promise.all([trialLive.received(1), proLive.received(1)]);

    const insight = await published({ image: { data: PNG.toString("base64") } });
    const [, announced] = await proLive.received(2);
    expect(announced).toEqual({
      type: "insight_published",
      data: {
        id: insight.id,
        title: "Gold before the Fed",
        instrument: "XAU/USD",
        message: "New market insight: Gold before the Fed",
        timestamp: TEST_NOW.toISOString(),
      },
    });
    // Messages reach each connection in order: the position after the insight is the Trial member's next message.
    await createPositionAs(t, admin.cookie, { asset: "EUR/USD" });
    const [, next] = await trialLive.received(2);
    expect(next?.type).toBe("position_added");
    expect(JSON.stringify(trialLive.messages)).not.toContain("Gold before the Fed");

    await t.app.jobs.drain();
    const insightPushes = push.deliveries.filter((d) => JSON.stringify(d.payload).includes("market insight"));
    expect(insightPushes.map((d) => d.device)).toEqual(["pro-phone"]);
    expect(insightPushes[0]?.payload).toMatchObject({ url: `/insights/${insight.id}` });
    expect(pushMessage(insightPushes[0]?.payload)).toBe("New market insight: Gold before the Fed");
    expect(JSON.stringify(push.deliveries)).not.toContain(SECRET);

    const routes = ["/api/insights", "/api/insights?limit=3", `/api/insights/${insight.id}`];
    for (const url of routes) {
      const response = await callApi(t, "GET", url, { cookie: trial.cookie });
      expect(response.statusCode).toBe(200);
      expect(response.body).not.toContain(SECRET);
      expect(response.body).not.toContain("/image");
    }
    const image = await callApi(t, "GET", `/api/insights/${insight.id}/image`, { cookie: trial.cookie });
    expect(image.statusCode).toBe(403);
    expect(image.rawPayload.includes(PNG)).toBe(false);
    trialLive.socket.close();
    proLive.socket.close();
  });

  it("says in an insight's push when it was published, on each Pro member's clock", async () => {
    const tokyo = await personWithDevices(t, "premium", clock.now(), push.device("tokyo-phone"));
    const prefs = { ...structuredClone(DEFAULT_NOTIFICATION_PREFERENCES), timeZone: "Asia/Tokyo" };
    const saved = await callApi(t, "PUT", "/api/account/notification-preferences", {
      cookie: tokyo.cookie,
      body: prefs,
    });
    expect(saved.statusCode).toBe(200);
    await personWithDevices(t, "premium", clock.now(), push.device("unzoned-phone"));
    await published();
    await t.app.jobs.drain();
    const timeOn = (device: string) =>
      (push.deliveries.find((d) => d.device === device)?.payload as { time?: string } | undefined)?.time;
    expect(timeOn("tokyo-phone")).toBe("Nov 21, 2026, 09:00 PM GMT+9");
    // No zone saved: in UTC, named.
    expect(timeOn("unzoned-phone")).toBe("Nov 21, 2026, 12:00 PM UTC");
  });

  it("pushes no insight to a Pro member who turned insight pushes off", async () => {
    const pro = await personWithDevices(t, "premium", clock.now(), push.device("quiet-phone"));
    const prefs = structuredClone(DEFAULT_NOTIFICATION_PREFERENCES);
    prefs.channels.push.kinds.insight = false;
    const saved = await callApi(t, "PUT", "/api/account/notification-preferences", { cookie: pro.cookie, body: prefs });
    expect(saved.statusCode).toBe(200);
    await personWithDevices(t, "premium", clock.now(), push.device("keen-phone"));
    await published();
    await t.app.jobs.drain();
    expect(push.deliveries.map((d) => d.device)).toEqual(["keen-phone"]);
  });

  it("lists the newest first, as many as asked", async () => {
    await published({ title: "First" });
    clock.advance(60_000);
    await published({ title: "Second", instrument: "" });
    clock.advance(60_000);
    await published({ title: "Third" });
    const { cookie } = await memberFor(t, "premium", clock.now());
    const response = await callApi(t, "GET", "/api/insights?limit=2", { cookie });
    expect(response.json<InsightList>().insights.map((i) => [i.title, i.instrument])).toEqual([
      ["Third", "XAU/USD"],
      ["Second", null],
    ]);
  });

  it("refuses a chart that is not a PNG, JPEG or WebP by its bytes, or too large, and keeps nothing", async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const refused = await publish({ title: "Chart", body: "Text", image: { data: svg.toString("base64") } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ message: INSIGHT_MESSAGES.imageType });

    const large = Buffer.concat([PNG, Buffer.alloc(INSIGHT_IMAGE_MAX_BYTES)]);
    const tooLarge = await publish({ title: "Chart", body: "Text", image: { data: large.toString("base64") } });
    expect(tooLarge.statusCode).toBeGreaterThanOrEqual(400);
    expect(tooLarge.statusCode).toBeLessThan(500);
    expect(tooLarge.json<{ message: string }>().message).toEqual(expect.any(String));

    const empty = await publish({ title: "  ", body: "" });
    expect(empty.statusCode).toBe(400);
    expect((await list(admin.cookie)).json<InsightList>().insights).toEqual([]);
  });

  it("lets admins edit, replace or remove the chart, and delete; members cannot", async () => {
    const insight = await published();
    const pro = await memberFor(t, "premium", clock.now());
    const member = await callApi(t, "PUT", `/api/admin/insights/${insight.id}`, {
      cookie: pro.cookie,
      body: { title: "Mine now", body: "x" },
    });
    expect(member.statusCode).toBe(403);

    clock.advance(60_000);
    const edit = (body: unknown) =>
      callApi(t, "PUT", `/api/admin/insights/${insight.id}`, { cookie: admin.cookie, body });
    const withChart = await edit({
      title: "Gold after the Fed",
      body: "New text",
      image: { data: PNG.toString("base64") },
    });
    expect(withChart.json<Insight>()).toMatchObject({
      title: "Gold after the Fed",
      body: "New text",
      instrument: null,
      publishedAt: TEST_NOW.toISOString(),
      updatedAt: clock.now().toISOString(),
      imageUrl: `/api/insights/${insight.id}/image`,
    });
    // Left out, the chart stays; null removes it.
    expect((await edit({ title: "Kept", body: "Text" })).json<Insight>().imageUrl).not.toBeNull();
    expect((await edit({ title: "Removed", body: "Text", image: null })).json<Insight>().imageUrl).toBeNull();
    const image = await callApi(t, "GET", `/api/insights/${insight.id}/image`, { cookie: pro.cookie });
    expect(image.statusCode).toBe(404);

    expect((await callApi(t, "DELETE", `/api/admin/insights/${insight.id}`, { cookie: pro.cookie })).statusCode).toBe(
      403,
    );
    expect((await callApi(t, "DELETE", `/api/admin/insights/${insight.id}`, { cookie: admin.cookie })).statusCode).toBe(
      204,
    );
    const gone = await callApi(t, "GET", `/api/insights/${insight.id}`, { cookie: pro.cookie });
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toEqual({ message: englishMessage(INSIGHT_MESSAGES.notFound) });
    expect((await edit({ title: "Ghost", body: "Text" })).statusCode).toBe(404);
  });
});
