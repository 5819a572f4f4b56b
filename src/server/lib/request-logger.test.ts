import { Writable } from "node:stream";
import { pino } from "pino";
import { describe, expect, it } from "vitest";
import { requestLogger } from "./request-logger.js";

function logged(level: string) {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
      done();
    },
  });
  return { logger: pino({ level, redact: ["token", "*.token"] }, stream), lines };
}

describe("a request's logger", () => {
  it("writes the lines its level lets through, with the request's bindings, as Pino's child would", async () => {
    const { logger, lines } = logged("warn");
    const log = requestLogger(logger, { reqId: "r-1" }, {});
    log.info("not written");
    log.debug({ token: "x" }, "nor this");
    log.warn({ token: "secret", n: 1 }, "written");
    log.child({ part: "inner" }).error("from a child");
    await new Promise((resolve) => setImmediate(resolve));
    expect(lines.map(({ reqId, msg, token, n, part }) => ({ reqId, msg, token, n, part }))).toEqual([
      { reqId: "r-1", msg: "written", token: "[Redacted]", n: 1, part: undefined },
      { reqId: "r-1", msg: "from a child", token: undefined, n: undefined, part: "inner" },
    ]);
    expect(log.level).toBe("warn");
  });

  it("follows the app's level when it changes, and gives a route with its own level Pino's child", () => {
    const { logger, lines } = logged("warn");
    const log = requestLogger(logger, { reqId: "r-2" }, {});
    logger.level = "info";
    log.info("now written");
    expect(lines.map((line) => line.msg)).toEqual(["now written"]);
    const quiet = requestLogger(logger, { reqId: "r-3" }, { level: "error" });
    expect(quiet.level).toBe("error");
    quiet.warn("not written");
    expect(lines).toHaveLength(1);
  });
});
