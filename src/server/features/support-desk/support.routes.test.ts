import { englishMessage } from "../../lib/app-error.js";
import { beforeEach, describe, expect, it } from "vitest";
import {
  SUPPORT_MESSAGES,
  SUPPORT_MESSAGE_MAX,
  type SupportConversation,
  type SupportQueue,
  type SupportThread,
} from "../../../shared/support.js";
import { outboxMailsTo } from "../../../../test/support/mail.js";
import { memberFor, type RoleMember } from "../../../../test/support/members.js";
import { callApi } from "../../../../test/support/positions.js";
import { TEST_NOW, useTestApp } from "../../../../test/support/test-app.js";
import { TEST_DIALECTS } from "../../../../test/support/test-env.js";

describe.each(TEST_DIALECTS)("support conversations on %s", (dialect) => {
  const t = useTestApp(dialect, { clockAt: TEST_NOW });
  const clock = t.clock;
  let admin: RoleMember;
  let pro: RoleMember;
  let trial: RoleMember;
  beforeEach(async () => {
    admin = await memberFor(t, "admin", clock.now());
    pro = await memberFor(t, "premium", clock.now());
    trial = await memberFor(t, "trial", clock.now());
    // Replies are emailed to a verified address only.
    await t.database.handle.db
      .updateTable("users")
      .set({ email_verified_at: clock.now().toISOString() })
      .where("id", "in", [pro.id, trial.id])
      .execute();
  });

  const write = (member: RoleMember, body: unknown) =>
    callApi(t, "POST", "/api/support/messages", { cookie: member.cookie, body: { body } });
  const answer = (memberId: string, body: unknown) =>
    callApi(t, "POST", `/api/admin/support/${memberId}/messages`, { cookie: admin.cookie, body: { body } });
  const own = async (member: RoleMember) => {
    const response = await callApi(t, "GET", "/api/support", { cookie: member.cookie });
    expect(response.statusCode).toBe(200);
    return response.json<SupportConversation>();
  };
  const queue = async () => {
    const response = await callApi(t, "GET", "/api/admin/support", { cookie: admin.cookie });
    expect(response.statusCode).toBe(200);
    return response.json<SupportQueue>();
  };

  it("lists waiting conversations Pro first, each group longest-waiting first, then answered ones", async () => {
    const expired = await memberFor(t, "expired", clock.now());
    expect((await write(trial, "  My card was charged twice.\nCan you check?  ")).statusCode).toBe(201);
    clock.advance(60_000);
    expect((await write(expired, "How do I renew?")).statusCode).toBe(201);
    clock.advance(60_000);
    expect((await write(pro, "Where is the EUR/USD stop now?")).statusCode).toBe(201);
    clock.advance(60_000);
    // A second message does not move the member back in the queue: the wait started with the first.
    await write(trial, "Still waiting");

    const waiting = await queue();
    expect(waiting.waiting).toBe(3);
    expect(waiting.conversations.map((item) => [item.memberId, item.priority, item.waitingSince])).toEqual([
      [pro.id, true, "2026-11-21T12:02:00.000Z"],
      [trial.id, false, "2026-11-21T12:00:00.000Z"],
      [expired.id, false, "2026-11-21T12:01:00.000Z"],
    ]);
    expect(waiting.conversations[1]).toMatchObject({ preview: "Still waiting", lastFrom: "member" });

    clock.advance(60_000);
    expect((await answer(pro.id, "Moved to break-even.")).statusCode).toBe(201);
    const after = await queue();
    expect(after.waiting).toBe(2);
    expect(after.conversations.at(-1)).toMatchObject({ memberId: pro.id, waitingSince: null, lastFrom: "support" });
  });

  it("shows the member their conversation, counts support's replies until they open it, and emails both sides", async () => {
    await write(trial, "Hello, is gold still open?");
    const toAdmin = (await outboxMailsTo(t, admin.email)).filter((mail) => mail.kind === "support-message");
    expect(toAdmin.map((mail) => mail.subject)).toEqual([expect.stringMatching(/support: .* wrote$/)]);
    expect(toAdmin[0]?.text).toContain("Hello, is gold still open?");
    clock.advance(1000);
    await answer(trial.id, "Yes, TP1 is still ahead.");

    const first = await own(trial);
    expect(first.unreadReplies).toBe(1);
    expect(first.priority).toBe(false);
    expect(first.messages.map((message) => [message.from, message.body])).toEqual([
      ["member", "Hello, is gold still open?"],
      ["support", "Yes, TP1 is still ahead."],
    ]);
    expect(first.messages[1]?.authorName).not.toContain("@");
    expect((await own(trial)).unreadReplies).toBe(0);
    expect((await outboxMailsTo(t, trial.email)).map((mail) => mail.kind)).toContain("support-reply");

    await write(pro, "Pro question");
    expect((await outboxMailsTo(t, admin.email)).map((mail) => mail.subject)).toContainEqual(
      expect.stringMatching(/^\[Pro\] /),
    );
    expect((await own(pro)).priority).toBe(true);
  });

  it("keeps each member to their own conversation, and admins to the admin routes", async () => {
    await write(pro, "Private to Pro");
    expect((await own(trial)).messages).toEqual([]);

    const adminWrites = await callApi(t, "POST", "/api/support/messages", {
      cookie: admin.cookie,
      body: { body: "hi" },
    });
    expect(adminWrites.statusCode).toBe(403);
    expect(adminWrites.json()).toEqual({ message: SUPPORT_MESSAGES.adminsAnswer });

    for (const path of ["/api/admin/support", `/api/admin/support/${pro.id}`]) {
      expect((await callApi(t, "GET", path, { cookie: pro.cookie })).statusCode).toBe(403);
      expect((await callApi(t, "GET", path, {})).statusCode).toBe(401);
    }
    const answerAsMember = await callApi(t, "POST", `/api/admin/support/${trial.id}/messages`, {
      cookie: pro.cookie,
      body: { body: "I am support now" },
    });
    expect(answerAsMember.statusCode).toBe(403);
    expect((await own(trial)).messages).toEqual([]);
  });

  it("refuses empty, oversized and misaddressed messages with a message and keeps nothing", async () => {
    for (const body of ["", "   ", null, "x".repeat(SUPPORT_MESSAGE_MAX + 1)]) {
      const response = await write(trial, body);
      expect(response.statusCode).toBe(400);
      expect(response.json<{ message: string }>().message).toMatch(/Write a message first|at most 4000/);
    }
    expect((await write(trial, "x".repeat(SUPPORT_MESSAGE_MAX))).statusCode).toBe(201);

    const unknown = await answer("no-such-member", "Hello?");
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: SUPPORT_MESSAGES.noConversation });
    const notWritten = await answer(pro.id, "Hello?");
    expect(notWritten.statusCode).toBe(404);
    const thread = await callApi(t, "GET", `/api/admin/support/${pro.id}`, { cookie: admin.cookie });
    expect(thread.statusCode).toBe(404);
    expect((await queue()).conversations.map((item) => item.memberId)).toEqual([trial.id]);
  });

  it("gives the admin the whole thread with the member's plan", async () => {
    await write(pro, "One");
    clock.advance(1000);
    await answer(pro.id, "Two");
    const response = await callApi(t, "GET", `/api/admin/support/${pro.id}`, { cookie: admin.cookie });
    expect(response.statusCode).toBe(200);
    const thread = response.json<SupportThread>();
    expect(thread.member).toEqual({ memberId: pro.id, name: expect.any(String), email: pro.email, priority: true });
    expect(thread.messages.map((message) => message.body)).toEqual(["One", "Two"]);
  });

  it("stops a member who floods support, with the time to wait", async () => {
    for (let i = 0; i < 20; i++) expect((await write(trial, `message ${i}`)).statusCode).toBe(201);
    const refused = await write(trial, "one more");
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: englishMessage(SUPPORT_MESSAGES.tooMany) });
    expect((await write(pro, "another member is not held up")).statusCode).toBe(201);
  });
});
