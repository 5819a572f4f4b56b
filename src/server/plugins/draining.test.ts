import { englishMessage } from "../lib/app-error.js";
import { describe, expect, it } from "vitest";
import { cookieFor } from "../../../test/support/members.js";
import { callApi } from "../../../test/support/positions.js";
import { useTestApp } from "../../../test/support/test-app.js";
import { TEST_DIALECTS } from "../../../test/support/test-env.js";
import { SHUTTING_DOWN_MESSAGE } from "./draining.js";

describe.each(TEST_DIALECTS)("draining before shutdown (%s)", (dialect) => {
  const t = useTestApp(dialect);

  it("sends retryable requests elsewhere with 503 JSON, still serves writes, and reports not ready", async () => {
    const cookie = await cookieFor(t, "premium", new Date());
    expect((await callApi(t, "GET", "/api/positions", { cookie })).statusCode).toBe(200);
    expect((await t.app.inject({ url: "/readyz" })).statusCode).toBe(200);

    const drained = t.app.drain();
    const read = await callApi(t, "GET", "/api/positions", { cookie });
    expect(read.statusCode).toBe(503);
    expect(read.json()).toEqual({ message: englishMessage(SHUTTING_DOWN_MESSAGE) });
    expect(read.headers).toMatchObject({ connection: "close", "retry-after": "1" });
    const spanish = await callApi(t, "GET", "/api/positions", { headers: { "accept-language": "es" } });
    expect(spanish.json()).toEqual({ message: "El servidor se está reiniciando. Inténtalo de nuevo en un momento." });
    const follow = await callApi(t, "PUT", "/api/positions/no-such-position/follow", { cookie });
    expect(follow.statusCode).toBe(503);

    const write = await callApi(t, "POST", "/api/notifications/read-all", { cookie });
    expect(write.statusCode).toBe(204);
    expect(write.headers.connection).toBe("close");

    expect((await t.app.inject({ url: "/healthz" })).statusCode).toBe(200);
    const ready = await t.app.inject({ url: "/readyz" });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toMatchObject({ message: "Server is shutting down" });
    await drained;
  });

  it("finishes draining once requests have stopped coming for a moment", async () => {
    const started = performance.now();
    let finished = 0;
    const drained = t.app.drain().then(() => (finished = performance.now()));
    let lastRequest = 0;
    while (performance.now() - started < 600) {
      await t.app.inject({ url: "/api/auth/me" });
      lastRequest = performance.now();
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(finished).toBe(0);
    await drained;
    expect(finished - lastRequest).toBeGreaterThanOrEqual(250);
    expect(finished - started).toBeLessThan(3_000);
  });
});
