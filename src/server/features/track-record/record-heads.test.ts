import { spawnSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "kysely";
import { beforeEach, describe, expect, it } from "vitest";
import type { NotificationPreferences } from "../../../shared/notification-preferences.js";
import type { ExportedEvent } from "../../../shared/record-chain.js";
import type { PublishedHead, PublishHeadAnswer, TrackRecord } from "../../../shared/track-record.js";
import { outboxMailsTo } from "../../../../test/support/mail.js";
import { cookieFor, memberFor } from "../../../../test/support/members.js";
import { callApi, createPositionAs } from "../../../../test/support/positions.js";
import { TEST_NOW, useTestApp } from "../../../../test/support/test-app.js";
import { TEST_DIALECTS } from "../../../../test/support/test-env.js";
import { publishHead } from "./record-heads.service.js";

const HOUR_MS = 60 * 60 * 1000;

interface Export {
  events: ExportedEvent[];
  head: { sequence: number; hash: string } | null;
  heads: PublishedHead[];
}

const verifyScript = (...args: string[]) =>
  spawnSync(process.execPath, [join(import.meta.dirname, "../../../../scripts/verify-record.mjs"), ...args], {
    encoding: "utf8",
  });

describe.each(TEST_DIALECTS)("published heads of the track record on %s", (dialect) => {
  let admin: string;
  const t = useTestApp(dialect, { clockAt: TEST_NOW });
  const deps = () => ({ db: t.database.handle.db, clock: t.clock });
  beforeEach(async () => {
    admin = (await cookieFor(t, "admin", t.clock.now())) ?? "";
  });
  const note = async (id: string) => {
    t.clock.advance(60_000);
    const response = await callApi(t, "POST", `/api/positions/${id}/events`, {
      cookie: admin,
      body: { type: "note", text: "Holding" },
    });
    expect(response.statusCode, response.body).toBe(201);
  };
  const publishNow = async (cookie = admin) => callApi(t, "POST", "/api/admin/track-record/heads", { cookie });
  const publicHeads = async () =>
    (await callApi(t, "GET", "/api/public/track-record")).json<TrackRecord>().heads.map((head) => head.sequence);

  it("publishes one daily head a day, and none on a day the chain did not grow", async () => {
    const id = await createPositionAs(t, admin);
    expect(await publishHead(deps(), { daily: true })).toMatchObject({ published: true, head: { sequence: 1 } });
    await note(id);
    // A second run the same day (another instance, the next tick) leaves the day's head alone.
    expect(await publishHead(deps(), { daily: true })).toMatchObject({ published: false, head: { sequence: 1 } });
    t.clock.advance(24 * HOUR_MS);
    expect(await publishHead(deps(), { daily: true })).toMatchObject({ published: true, head: { sequence: 2 } });
    t.clock.advance(24 * HOUR_MS);
    expect(await publishHead(deps(), { daily: true })).toMatchObject({ published: false, head: { sequence: 2 } });
    expect(await publicHeads()).toEqual([2, 1]);
  });

  it("publishes nothing before the first event", async () => {
    expect(await publishHead(deps(), { daily: true })).toEqual({ published: false, head: null });
    const response = await publishNow();
    expect([response.statusCode, response.json()]).toEqual([200, { published: false, head: null }]);
  });

  it("lets an admin publish the head now, once per growth of the chain, and emails it to the admins", async () => {
    const id = await createPositionAs(t, admin);
    const first = await publishNow();
    expect(first.statusCode, first.body).toBe(200);
    const published = first.json<PublishHeadAnswer>();
    expect(published).toMatchObject({ published: true, head: { sequence: 1, at: t.clock.now().toISOString() } });
    const again = await publishNow();
    expect(again.json()).toEqual({ ...published, published: false });
    await note(id);
    expect((await publishNow()).json()).toMatchObject({ published: true, head: { sequence: 2 } });
    expect(await publicHeads()).toEqual([2, 1]);

    const adminEmail = (await t.database.handle.db.selectFrom("users").select("email").executeTakeFirstOrThrow()).email;
    const mails = (await outboxMailsTo(t, adminEmail)).filter((mail) => mail.kind === "record-head");
    expect(mails.map((mail) => mail.subject)).toEqual([
      expect.stringContaining("(event 2)"),
      expect.stringContaining("(event 1)"),
    ]);
    expect(mails[1]?.text).toContain(published.head?.hash);
  });

  it("emails each head to the members who turned it on, with a link that turns it off, and to no one else", async () => {
    const keeper = await memberFor(t, "premium", t.clock.now());
    const quitter = await memberFor(t, "premium", t.clock.now());
    const bystander = await memberFor(t, "premium", t.clock.now());
    await t.database.handle.db
      .updateTable("users")
      .set({ email_verified_at: t.clock.now().toISOString() })
      .where("role", "=", "user")
      .execute();
    const turnOn = async (cookie: string) => {
      const path = "/api/account/notification-preferences";
      const prefs = (await callApi(t, "GET", path, { cookie })).json<NotificationPreferences>();
      expect(prefs.recordHeads).toBe(false);
      const saved = await callApi(t, "PUT", path, { cookie, body: { ...prefs, recordHeads: true } });
      expect(saved.json<NotificationPreferences>().recordHeads).toBe(true);
    };
    await turnOn(keeper.cookie);
    await turnOn(quitter.cookie);
    const heads = async (who: { email: string }) =>
      (await outboxMailsTo(t, who.email)).filter((mail) => mail.kind === "record-head-member");

    const id = await createPositionAs(t, admin);
    const first = (await publishNow()).json<PublishHeadAnswer>().head;
    const [mail] = await heads(quitter);
    expect(mail?.text).toContain(first?.hash);
    expect(await heads(bystander)).toEqual([]);

    const link = new URL(mail?.headers["List-Unsubscribe"]?.slice(1, -1) ?? "");
    const unsubscribed = await callApi(t, "POST", `${link.pathname}${link.search}`);
    expect(unsubscribed.json()).toMatchObject({ topic: "record", subscribed: false });
    const prefs = await callApi(t, "GET", "/api/account/notification-preferences", { cookie: quitter.cookie });
    expect(prefs.json<NotificationPreferences>().recordHeads).toBe(false);

    await note(id);
    await publishNow();
    expect((await heads(keeper)).map((head) => head.subject)).toEqual([
      expect.stringContaining("(event 2)"),
      expect.stringContaining("(event 1)"),
    ]);
    expect(await heads(quitter)).toHaveLength(1);
    expect(await heads(bystander)).toEqual([]);
  });

  it("refuses to publish for anyone but an admin", async () => {
    await createPositionAs(t, admin);
    expect((await publishNow("")).statusCode).toBe(401);
    const member = await memberFor(t, "premium", t.clock.now());
    const refused = await publishNow(member.cookie);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toHaveProperty("message");
    const badBody = await callApi(t, "POST", "/api/admin/track-record/heads", { cookie: admin, body: { x: 1 } });
    expect(badBody.statusCode).toBe(400);
    expect(badBody.json()).toHaveProperty("message");
    expect(await publicHeads()).toEqual([]);
  });

  it("refuses to change or delete a published head, even by hand in the database", async () => {
    await createPositionAs(t, admin);
    await publishNow();
    const db = t.database.handle.db;
    await expect(sql`update record_heads set hash = 'x'`.execute(db)).rejects.toThrow(/append-only/);
    await expect(sql`delete from record_heads`.execute(db)).rejects.toThrow(/append-only/);
    expect(await publicHeads()).toEqual([1]);
  });

  it("exports the heads, and the verifier fails when a published head does not match the chain", async () => {
    const id = await createPositionAs(t, admin);
    await publishNow();
    await note(id);
    await note(id);
    await publishNow();
    const response = await callApi(t, "GET", "/api/public/track-record/export");
    const chain = response.json<Export>();
    expect(chain.heads.map((head) => head.sequence)).toEqual([3, 1]);
    const dir = mkdtempSync(join(tmpdir(), "record-heads-"));
    writeFileSync(join(dir, "good.json"), JSON.stringify(chain));
    const ok = verifyScript(join(dir, "good.json"), "--head", `2:${chain.events[1]?.hash}`);
    expect([ok.status, ok.stdout.trim().split("\n")]).toEqual([
      0,
      [
        `OK: 3 events, head 3 ${chain.head?.hash}`,
        "Proved: the chain still reaches every head you gave, so nothing up to them changed since you kept them.",
      ],
    ]);

    const forged = structuredClone(chain);
    const oldest = forged.heads[1];
    if (oldest) oldest.hash = "f".repeat(64);
    writeFileSync(join(dir, "forged.json"), JSON.stringify(forged));
    const broken = verifyScript(join(dir, "forged.json"));
    expect([broken.status, broken.stdout.trim()]).toEqual([1, "BROKEN at event 1: a published head differs"]);

    // The end cut off: the chain no longer reaches the head published before.
    const cut = { ...chain, events: chain.events.slice(0, 2), head: null };
    writeFileSync(join(dir, "cut.json"), JSON.stringify(cut));
    const truncated = verifyScript(join(dir, "cut.json"));
    expect([truncated.status, truncated.stdout.trim()]).toEqual([
      1,
      "BROKEN at event 3: a published head is past the end of the chain",
    ]);
  });
});
