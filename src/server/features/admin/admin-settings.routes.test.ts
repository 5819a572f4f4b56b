import { beforeEach, describe, expect, it } from "vitest";
import { DEFAULT_ADMIN_SETTINGS } from "../../../shared/admin-settings.js";
import { DEFAULT_EARLY_ACCESS_MINUTES } from "../../../shared/early-access.js";
import type { Position } from "../../../shared/positions.js";
import { cookieFor } from "../../../../test/support/members.js";
import { callApi, positionInput } from "../../../../test/support/positions.js";
import { TEST_NOW, useTestApp } from "../../../../test/support/test-app.js";
import { TEST_DIALECTS } from "../../../../test/support/test-env.js";

describe.each(TEST_DIALECTS)("admin settings on %s", (dialect) => {
  let admin: string;
  let member: string;
  const t = useTestApp(dialect, { clockAt: TEST_NOW, earlyAccessMinutes: DEFAULT_EARLY_ACCESS_MINUTES });
  const clock = t.clock;
  beforeEach(async () => {
    admin = (await cookieFor(t, "admin", clock.now())) ?? "";
    member = (await cookieFor(t, "premium", clock.now())) ?? "";
  });

  const settings = async () => (await callApi(t, "GET", "/api/admin/settings", { cookie: admin })).json();
  const change = (body: unknown) => callApi(t, "PATCH", "/api/admin/settings", { cookie: admin, body });

  it("starts from the defaults and stores each change, leaving the other settings as they were", async () => {
    expect(await settings()).toEqual({
      pushNewTrades: true,
      emailNewSubscribers: true,
      autoPublish: true,
      publicTrackRecord: true,
      earlyAccessMinutes: 10,
      riskWarning: { preset: "uk" },
      freeFeed: { mode: "off", hours: 24 },
    });
    expect(await settings()).toEqual(DEFAULT_ADMIN_SETTINGS);

    const first = await change({ autoPublish: false });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      pushNewTrades: true,
      emailNewSubscribers: true,
      autoPublish: false,
      publicTrackRecord: true,
      earlyAccessMinutes: 10,
      riskWarning: { preset: "uk" },
      freeFeed: { mode: "off", hours: 24 },
    });
    await change({ emailNewSubscribers: false, pushNewTrades: false });
    expect(await settings()).toEqual({
      pushNewTrades: false,
      emailNewSubscribers: false,
      autoPublish: false,
      publicTrackRecord: true,
      earlyAccessMinutes: 10,
      riskWarning: { preset: "uk" },
      freeFeed: { mode: "off", hours: 24 },
    });
    expect((await change({})).json()).toEqual(await settings());
  });

  it.each([
    [{ autoPublish: "yes" }, "autoPublish"],
    [{ pushNewTrades: null }, "pushNewTrades"],
    [{ earlyAccessMinutes: -1 }, "earlyAccessMinutes"],
    [{ earlyAccessMinutes: 2.5 }, "earlyAccessMinutes"],
    [{ earlyAccessMinutes: 1441 }, "earlyAccessMinutes"],
    [{ earlyAccessMinutes: "10" }, "earlyAccessMinutes"],
    [{ freeFeed: { mode: "later", hours: 24 } }, "freeFeed.mode"],
    [{ freeFeed: { mode: "closed", hours: 0 } }, "freeFeed.hours"],
    [{ freeFeed: { mode: "closed", hours: 1.5 } }, "freeFeed.hours"],
    [{ freeFeed: { mode: "published", hours: 721 } }, "freeFeed.hours"],
  ])("refuses %j with 400 naming the field, and changes nothing", async (body, field) => {
    const response = await change(body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: expect.any(String), errors: { [field]: expect.any(String) } });
    expect(await settings()).toEqual(DEFAULT_ADMIN_SETTINGS);
  });

  it("tells anyone the early access the plans may promise, and none once it is off", async () => {
    const publicAnswer = async () => (await callApi(t, "GET", "/api/public/early-access")).json();
    expect(await publicAnswer()).toEqual({ minutes: 10 });
    expect((await change({ earlyAccessMinutes: 3 })).json()).toMatchObject({ earlyAccessMinutes: 3 });
    expect(await publicAnswer()).toEqual({ minutes: 3 });
    await change({ earlyAccessMinutes: 0 });
    expect(await publicAnswer()).toEqual({ minutes: 0 });
  });

  it("refuses a setting that does not exist", async () => {
    const response = await change({ requireApproval: true });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Unrecognized key: "requireApproval"');
  });

  it("auto-publish decides the status of a new position sent without one; a status sent wins", async () => {
    const { status: _omitted, ...withoutStatus } = positionInput({ asset: "AUTO/OFF" });
    const create = async (body: unknown) => {
      const response = await callApi(t, "POST", "/api/positions", { cookie: admin, body });
      expect(response.statusCode, response.body).toBe(201);
      return response.json<Position>();
    };
    const memberSees = async (id: string) =>
      (await callApi(t, "GET", "/api/positions", { cookie: member }))
        .json<Position[]>()
        .some((position) => position.id === id);

    await change({ autoPublish: false });
    const draft = await create(withoutStatus);
    expect(draft).toMatchObject({ status: "planning", publishedAt: null });
    expect(await memberSees(draft.id)).toBe(false);

    await change({ autoPublish: true });
    const published = await create({ ...withoutStatus, asset: "AUTO/ON" });
    expect(published).toMatchObject({ status: "active", publishedAt: expect.any(String) });
    expect(await memberSees(published.id)).toBe(true);

    const explicitDraft = await create({ ...withoutStatus, asset: "KEPT/DRAFT", status: "planning" });
    expect(explicitDraft.status).toBe("planning");
    // Updates still replace the whole record: a PUT without a status is refused.
    const put = await callApi(t, "PUT", `/api/positions/${draft.id}`, { cookie: admin, body: withoutStatus });
    expect(put.statusCode).toBe(400);
  });
});
