import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Fastify, { type FastifyInstance } from "fastify";
import { afterEach, describe, expect, it } from "vitest";
import { openDatabase, type DatabaseHandle } from "../db/database.js";
import { migrateToLatest } from "../db/migrate.js";
import { answerAfterCommitsAreDurable } from "./durable-answers.js";

/** A disk whose flushes finish only when the test lets them. */
function heldDisk() {
  const waiting: (() => void)[] = [];
  let started = 0;
  return {
    syncFile: () => {
      started += 1;
      return new Promise<void>((resolve) => waiting.push(resolve));
    },
    flushesStarted: () => started,
    flushesWaiting: () => waiting.length,
    finishFlushes: () => {
      for (const finish of waiting.splice(0)) finish();
    },
  };
}

describe("answers after commits", () => {
  let dir: string;
  let database: DatabaseHandle;
  let app: FastifyInstance;
  afterEach(async () => {
    await app.close();
    rmSync(dir, { recursive: true, force: true });
  });

  async function start(disk: ReturnType<typeof heldDisk>) {
    dir = mkdtempSync(join(tmpdir(), "signaldesk-durable-"));
    database = openDatabase(`sqlite:${join(dir, "app.db")}`);
    await migrateToLatest(database.db);
    await database.close();
    database = openDatabase(`sqlite:${join(dir, "app.db")}`, { syncFile: disk.syncFile });
    app = Fastify();
    answerAfterCommitsAreDurable(app, database);
    app.post("/write", async () => {
      await database.db.insertInto("app_settings").values({ key: randomUUID(), value: "1", updated_at: "" }).execute();
      return { written: true };
    });
    app.get("/read", async () => ({
      settings: (await database.db.selectFrom("app_settings").selectAll().execute()).length,
    }));
    app.addHook("onClose", async () => {
      disk.finishFlushes();
      await database.close();
    });
  }

  it("holds a write's answer until its commit is on disk", async () => {
    const disk = heldDisk();
    await start(disk);
    let answered = false;
    const answer = app.inject({ method: "POST", url: "/write" }).then((response) => {
      answered = true;
      return response;
    });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(answered).toBe(false);
    expect(disk.flushesWaiting()).toBe(1);
    disk.finishFlushes();
    const response = await answer;
    expect(response.json()).toEqual({ written: true });
  });

  it("answers a read at once when nothing waits to be flushed", async () => {
    const disk = heldDisk();
    await start(disk);
    const response = await app.inject({ method: "GET", url: "/read" });
    expect(response.json()).toEqual({ settings: 0 });
    expect(disk.flushesWaiting()).toBe(0);
  });

  it("lets several waiting answers share one flush", async () => {
    const disk = heldDisk();
    await start(disk);
    const answers = Promise.all([1, 2, 3].map(() => app.inject({ method: "POST", url: "/write" })));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(disk.flushesWaiting()).toBe(1);
    disk.finishFlushes();
    await new Promise((resolve) => setTimeout(resolve, 20));
    disk.finishFlushes();
    expect((await answers).map((response) => response.statusCode)).toEqual([200, 200, 200]);
    // The writes that committed while the first flush ran share the second, if they were not in the first.
    expect(disk.flushesStarted()).toBeLessThan(3);
  });
});
