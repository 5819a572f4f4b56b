import { connect } from "node:net";
import { describe, expect, it } from "vitest";
import { useTestApps, TEST_ORIGIN, type TestApp } from "../support/test-app.js";
import { TEST_DIALECTS } from "../support/test-env.js";

const LIMITS = { headersMs: 600, requestMs: 1_200, checkEveryMs: 100 };
/** Past this the server has plainly not cut the client off. */
const GIVE_UP_MS = 4_000;

interface Outcome {
  closedAfterMs: number | null;
  answer: string;
}

/**
 * Opens a raw connection, sends `start` at once, then one more byte of `drip` every 100 ms, and reports what the
 * server answered and when it closed the connection (null: still open when the test gave up).
 */
function dripRequest(port: number, start: string, drip: string): Promise<Outcome> {
  return new Promise((resolve) => {
    const began = Date.now();
    const socket = connect(port, "127.0.0.1");
    let answer = "";
    let next = 0;
    const ticker = setInterval(() => {
      if (!socket.destroyed && !socket.writableEnded) socket.write(drip[next % drip.length] ?? "x");
      next += 1;
    }, 100);
    const finish = (closedAfterMs: number | null) => {
      clearInterval(ticker);
      clearTimeout(giveUp);
      socket.destroy();
      resolve({ closedAfterMs, answer });
    };
    const giveUp = setTimeout(() => finish(null), GIVE_UP_MS);
    socket.on("connect", () => socket.write(start));
    socket.on("data", (chunk: Buffer) => {
      answer += chunk.toString();
    });
    socket.on("error", () => {});
    socket.on("close", () => finish(Date.now() - began));
  });
}

describe.each(TEST_DIALECTS)("slow clients on %s", (dialect) => {
  let t: TestApp;
  const startApp = useTestApps();

  async function listening(): Promise<number> {
    t = await startApp(dialect, { slowClients: LIMITS });
    await t.app.listen({ host: "127.0.0.1", port: 0 });
    const address = t.app.server.address();
    if (!address || typeof address === "string") throw new Error("not listening on a port");
    return address.port;
  }

  it("answers 408 and closes a connection whose body arrives a byte at a time", async () => {
    const port = await listening();
    const headers = [
      "POST /api/auth/login HTTP/1.1",
      "Host: 127.0.0.1",
      `Origin: ${TEST_ORIGIN}`,
      "Content-Type: application/json",
      "Content-Length: 4000",
      "",
      "",
    ].join("\r\n");
    const outcome = await dripRequest(port, headers, '{"email":"slow@example.com"');
    expect(outcome.closedAfterMs).not.toBeNull();
    expect(outcome.closedAfterMs).toBeLessThan(LIMITS.requestMs + 3 * LIMITS.checkEveryMs + 500);
    expect(outcome.answer).toMatch(/^HTTP\/1\.1 408 /);
  });

  it("closes a connection whose headers never finish", async () => {
    const port = await listening();
    const outcome = await dripRequest(port, "GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n", "X-Slow: aaaaaaaa\r\n");
    expect(outcome.closedAfterMs).not.toBeNull();
    expect(outcome.closedAfterMs).toBeLessThan(LIMITS.headersMs + 3 * LIMITS.checkEveryMs + 500);
  });

  it("still serves a request sent at a normal pace on the same server", async () => {
    const port = await listening();
    const response = await fetch(`http://127.0.0.1:${port}/healthz`);
    expect(response.status).toBe(200);
  });
});
