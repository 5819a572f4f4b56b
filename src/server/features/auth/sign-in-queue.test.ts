import { describe, expect, it } from "vitest";
import { TEST_DIALECTS } from "../../../../test/support/test-env.js";
import { useTestApps, newMember, postJson, TEST_ORIGIN, type TestApp } from "../../../../test/support/test-app.js";
import { SIGN_IN_QUEUE_PER_ADDRESS, SIGN_IN_QUEUE_WAITING } from "./sign-in-queue.js";

// As many flooding addresses as fit with all their places taken, so each one's excess meets its own cap first.
const FLOODING_ADDRESSES = Math.floor(SIGN_IN_QUEUE_WAITING / SIGN_IN_QUEUE_PER_ADDRESS) - 1;
const PER_ADDRESS = SIGN_IN_QUEUE_PER_ADDRESS + 8;

describe.each(TEST_DIALECTS)("sign-ins under a flood on %s", (dialect) => {
  let t: TestApp;
  const startApp = useTestApps();

  const signInFrom = (address: string, email: string, password: string) =>
    t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      remoteAddress: address,
      headers: { origin: TEST_ORIGIN, "content-type": "application/json" },
      payload: JSON.stringify({ email, password }),
    });

  it("serves a sign-in from a fresh address before most of the flood, and refuses each address's excess", async () => {
    t = await startApp(dialect, { env: { AUTH_ADDRESS_LIMIT: "100000" } });
    const member = newMember();
    await postJson(t.app, "/api/auth/register", member);

    const finished: string[] = [];
    const flood = Array.from({ length: FLOODING_ADDRESSES * PER_ADDRESS }, (_, i) => {
      const address = `198.18.0.${(i % FLOODING_ADDRESSES) + 1}`;
      return signInFrom(address, `nobody${i}@example.com`, "wrong password").then((answer) => {
        finished.push(answer.statusCode === 429 ? "refused" : "checked");
        return answer;
      });
    });
    const real = signInFrom("203.0.113.77", member.email, member.password).then((answer) => {
      finished.push("real");
      return answer;
    });
    const [answers, mine] = await Promise.all([Promise.all(flood), real]);

    expect(mine.statusCode).toBe(200);
    const checked = answers.filter((answer) => answer.statusCode === 401).length;
    const refused = answers.filter((answer) => answer.statusCode === 429);
    expect(refused.length).toBeGreaterThanOrEqual(FLOODING_ADDRESSES * (PER_ADDRESS - SIGN_IN_QUEUE_PER_ADDRESS));
    for (const answer of refused) expect(Number(answer.headers["retry-after"])).toBeGreaterThan(0);
    // Served within the first rounds: every flooding address had several sign-ins waiting ahead of it.
    const checkedBeforeMine = finished
      .slice(0, finished.indexOf("real"))
      .filter((answer) => answer === "checked").length;
    expect(checkedBeforeMine).toBeLessThan(checked / 4);
    // Every checked sign-in hashes a password: on two busy cores the flood takes about the default 20 s.
  }, 60_000);
});
