import { englishMessage } from "../../lib/app-error.js";
import { beforeEach, describe, expect, it } from "vitest";
import { TRACK_RECORD_EMBED, TRACK_RECORD_OFF } from "../../../shared/track-record.js";
import { cookieFor } from "../../../../test/support/members.js";
import { callApi, createPositionAs } from "../../../../test/support/positions.js";
import { TEST_NOW, useTestApp } from "../../../../test/support/test-app.js";
import { TEST_DIALECTS } from "../../../../test/support/test-env.js";

const { widgetPath, badgePath } = TRACK_RECORD_EMBED;

describe.each(TEST_DIALECTS)("the embeddable track record on %s", (dialect) => {
  let admin: string;
  const t = useTestApp(dialect, { clockAt: TEST_NOW });
  beforeEach(async () => {
    admin = (await cookieFor(t, "admin", t.clock.now())) ?? "";
  });
  /** A win of +1R and a loss of -0.5R. */
  const seed = async () => {
    const win = await createPositionAs(t, admin, { entryPrice: 1.1, stopLoss: 1.09 });
    const loss = await createPositionAs(t, admin, { asset: "GBP/USD", entryPrice: 1.3, stopLoss: 1.29 });
    for (const [id, price] of [
      [win, 1.11],
      [loss, 1.295],
    ] as const) {
      t.clock.advance(60_000);
      const closed = await callApi(t, "POST", `/api/positions/${id}/events`, {
        cookie: admin,
        body: { type: "closed", price, reason: "manual" },
      });
      expect(closed.statusCode, closed.body).toBe(201);
    }
  };
  const get = (url: string, headers: Record<string, string> = {}) => callApi(t, "GET", url, { headers });
  const FIGURES = [
    "Trades",
    "2",
    "Win rate",
    "50%",
    "Expectancy",
    "+0.25R",
    "Profit factor",
    "2.39",
    "Max drawdown",
    "-0.38%",
  ];

  it("serves a small page with the headline figures that any site may frame, linking to the record in a new tab", async () => {
    await seed();
    const response = await get(widgetPath);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^text\/html/);
    for (const text of FIGURES) expect(response.body).toContain(`>${text}<`);
    expect(response.body).toMatch(/<a href="http[^"]+\/track-record" target="_blank" rel="noopener">/);
    expect(response.body).not.toContain("<script");
    expect(response.headers["x-frame-options"]).toBeUndefined();
    expect(response.headers["content-security-policy"]).toContain("frame-ancestors *");
    expect(response.headers["cross-origin-resource-policy"]).toBe("cross-origin");

    // The rest of the app still refuses to be framed.
    const page = await get("/api/public/track-record");
    expect(page.headers["x-frame-options"]).toBe("DENY");
    expect(page.headers["content-security-policy"]).toContain("frame-ancestors 'none'");
  });

  it("serves an SVG badge, valid XML with the same figures, that other sites may show", async () => {
    await seed();
    const response = await get(badgePath);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^image\/svg\+xml/);
    // Well-formed as far as text can tell (the browser journey parses it as XML): one root, every entity escaped.
    expect(response.body).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\s*<svg xmlns="http:\/\/www.w3.org\/2000\/svg"[^]*<\/svg>\s*$/,
    );
    expect(response.body).not.toMatch(/&(?!amp;|lt;|gt;|quot;|#39;)/);
    for (const text of FIGURES) expect(response.body).toContain(`>${text}<`);
    expect(response.headers["cross-origin-resource-policy"]).toBe("cross-origin");
  });

  it.each([widgetPath, badgePath])(
    "lets caches keep %s and revalidate it, and changes it with the record",
    async (url) => {
      await seed();
      const first = await get(url);
      expect(first.headers["cache-control"]).toMatch(/^public, max-age=\d+$/);
      const etag = String(first.headers.etag);
      const again = await get(url, { "if-none-match": etag });
      expect([again.statusCode, again.body]).toEqual([304, ""]);
      const id = await createPositionAs(t, admin, { asset: "USD/JPY", entryPrice: 150, stopLoss: 149 });
      await callApi(t, "POST", `/api/positions/${id}/events`, {
        cookie: admin,
        body: { type: "closed", price: 151, reason: "manual" },
      });
      const changed = await get(url, { "if-none-match": etag });
      expect(changed.statusCode).toBe(200);
      expect(changed.body).toContain(">3<");
    },
  );

  it("is gone when the provider turns the public record off", async () => {
    await seed();
    await callApi(t, "PATCH", "/api/admin/settings", { cookie: admin, body: { publicTrackRecord: false } });
    const widget = await get(widgetPath);
    expect(widget.statusCode).toBe(404);
    expect(widget.body).toContain(englishMessage(TRACK_RECORD_OFF));
    const badge = await get(badgePath);
    expect([badge.statusCode, badge.json()]).toEqual([404, { message: englishMessage(TRACK_RECORD_OFF) }]);
  });
});
