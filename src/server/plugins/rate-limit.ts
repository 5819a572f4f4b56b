import rateLimit from "@fastify/rate-limit";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { Config } from "../config.js";

const CONNECT_WAIT_MS = 2_000;

/**
 * Rate limits are declared per route (`app.createRateLimit`), none globally. With Redis configured, the counters live
 * there, so one address gets the same allowance however many instances share the load; otherwise each instance
 * counts in memory. Redis unreachable: the counters are skipped until it returns (the per-account failure limit,
 * kept in the database, still stands), rather than refusing every sign-in.
 */
export const rateLimitPlugin = fp(async (app: FastifyInstance, { redis }: { redis: Config["redis"] }) => {
  if (!redis) {
    await app.register(rateLimit, { global: false });
    return;
  }
  const { Redis } = await import("ioredis");
  const client = new Redis(redis.url, { enableOfflineQueue: false, maxRetriesPerRequest: 1 });
  let down = false;
  client.on("error", (err) => {
    if (down) return;
    down = true;
    app.log.warn({ err }, "rate limits: Redis unreachable, counting skipped until it returns");
  });
  client.on("ready", () => {
    if (down) app.log.info("rate limits: Redis reachable again");
    down = false;
  });
  app.addHook("onClose", async () => {
    client.disconnect();
  });
  // Counting starts with the first request: wait for the connection, but never hold the start up for an outage.
  await new Promise<void>((resolve) => {
    const settle = () => {
      clearTimeout(timer);
      client.off("ready", settle).off("error", settle);
      resolve();
    };
    const timer = setTimeout(settle, CONNECT_WAIT_MS);
    client.once("ready", settle).once("error", settle);
  });
  await app.register(rateLimit, {
    global: false,
    redis: client,
    // Beside the events channel, so deployments (and test runs) sharing a Redis keep their own counters.
    nameSpace: `${redis.channel}:rate-limit:`,
    skipOnError: true,
  });
});
