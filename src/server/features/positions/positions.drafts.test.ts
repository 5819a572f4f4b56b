import { beforeEach, describe, expect, it } from "vitest";
import type { TradeEventEntry } from "../../../shared/trade-lifecycle.js";
import type { NotificationFeed } from "../../../shared/notifications.js";
import { cookieFor } from "../../../../test/support/members.js";
import { callApi, createPositionAs, positionInput } from "../../../../test/support/positions.js";
import { TEST_NOW, useTestApp } from "../../../../test/support/test-app.js";
import { TEST_DIALECTS } from "../../../../test/support/test-env.js";

describe.each(TEST_DIALECTS)("drafts leave no trace in what members can count on %s", (dialect) => {
  let admin: string;
  let member: string;
  const t = useTestApp(dialect, { clockAt: TEST_NOW });
  const clock = t.clock;
  beforeEach(async () => {
    admin = (await cookieFor(t, "admin", clock.now())) ?? "";
    member = (await cookieFor(t, "premium", clock.now())) ?? "";
  });

  const put = (id: string, overrides: Parameters<typeof positionInput>[0]) =>
    callApi(t, "PUT", `/api/positions/${id}`, { cookie: admin, body: positionInput(overrides) });

  /** Every number and tag a member can read about the positions. */
  async function whatTheMemberSees(publishedIds: string[]) {
    const list = await callApi(t, "GET", "/api/positions", { cookie: member });
    const feed = (await callApi(t, "GET", "/api/notifications", { cookie: member })).json<NotificationFeed>();
    const histories = await Promise.all(
      publishedIds.map(async (id) =>
        (await callApi(t, "GET", `/api/positions/${id}/history`, { cookie: member }))
          .json<TradeEventEntry[]>()
          .map((entry) => [entry.id, entry.seq]),
      ),
    );
    return {
      etag: String(list.headers.etag),
      listLength: list.json<unknown[]>().length,
      feedIds: feed.items.map((item) => item.id),
      unread: feed.unreadCount,
      histories,
    };
  }

  it("keeps the list's ETag, history and feed ids the same while an admin writes and edits a draft", async () => {
    const published = await createPositionAs(t, admin, { asset: "EUR/USD" });
    clock.advance(1000);
    await put(published, { asset: "EUR/USD", commentary: "Holding" });
    const before = await whatTheMemberSees([published]);

    clock.advance(1000);
    const draft = await createPositionAs(t, admin, { asset: "XAU/USD", status: "planning" });
    for (const price of [2300, 2310, 2320]) {
      clock.advance(1000);
      expect((await put(draft, { asset: "XAU/USD", status: "planning", entryPrice: price })).statusCode).toBe(200);
    }
    const throwaway = await createPositionAs(t, admin, { asset: "GBP/USD", status: "planning" });
    await callApi(t, "DELETE", `/api/positions/${throwaway}`, { cookie: admin });

    expect(await whatTheMemberSees([published])).toEqual(before);
    const revalidated = await callApi(t, "GET", "/api/positions", {
      cookie: member,
      headers: { "if-none-match": before.etag },
    });
    expect(revalidated.statusCode).toBe(304);
  });

  it("changes them once the member can see the change, numbering a published draft's history from 1", async () => {
    const published = await createPositionAs(t, admin, { asset: "EUR/USD" });
    const before = await whatTheMemberSees([published]);
    const draft = await createPositionAs(t, admin, { asset: "XAU/USD", status: "planning" });
    for (const price of [2300, 2310, 2320]) {
      clock.advance(1000);
      await put(draft, { asset: "XAU/USD", status: "planning", entryPrice: price });
    }

    clock.advance(1000);
    expect((await put(draft, { asset: "XAU/USD", entryPrice: 2330 })).statusCode).toBe(200);
    const afterPublishing = await whatTheMemberSees([published, draft]);
    expect(afterPublishing.etag).not.toBe(before.etag);
    expect(afterPublishing.listLength).toBe(2);
    expect(afterPublishing.histories[1]?.map(([, version]) => version)).toEqual([1]);
    // The feed's ids run on without a gap: no id was spent on the draft.
    const [newest, previous] = afterPublishing.feedIds;
    expect(newest).toBe(Number(previous) + 1);

    clock.advance(1000);
    await put(draft, { asset: "XAU/USD", entryPrice: 2330, commentary: "Holding above 2,300" });
    const afterEdit = await whatTheMemberSees([published, draft]);
    expect(afterEdit.etag).not.toBe(afterPublishing.etag);
    expect(afterEdit.histories[1]?.map(([, seq]) => seq)).toEqual([1, 2]);
    // The draft's edits left no events, for the admin either.
    const adminHistory = await callApi(t, "GET", `/api/positions/${draft}/history`, { cookie: admin });
    expect(adminHistory.json<TradeEventEntry[]>().map((entry) => entry.type)).toEqual(["opened", "note"]);
  });
});
