import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { headStatement, type ChainLink } from "../../../shared/record-chain.js";
import type { TrackRecord } from "../../../shared/track-record.js";
import { startLocalTsa, type LocalTsa } from "../../../../test/support/local-tsa.js";
import { cookieFor } from "../../../../test/support/members.js";
import { callApi, createPositionAs } from "../../../../test/support/positions.js";
import { manualClock, TEST_NOW, useTestApps, type TestApp } from "../../../../test/support/test-app.js";
import { TEST_DIALECTS } from "../../../../test/support/test-env.js";
import { sha256Hex } from "../../lib/sha256.js";
import type { ChainExport } from "./track-record.service.js";
import { publishHead } from "./record-heads.service.js";
import { witnessPendingHeads } from "./record-witness.service.js";

const DAY_MS = 24 * 60 * 60 * 1000;
/** An address nothing listens on: the first authority in a list that is down. */
const DEAD_AUTHORITY = "http://127.0.0.1:9/tsr";

const quiet = { warn: () => {} };

describe.each(TEST_DIALECTS)("heads witnessed by a time-stamp authority on %s", (dialect) => {
  let tsa: LocalTsa;
  let dir: string;
  beforeAll(async () => {
    tsa = await startLocalTsa();
    dir = mkdtempSync(join(tmpdir(), "record-witness-"));
  });
  afterAll(async () => {
    await tsa.close();
    rmSync(dir, { recursive: true, force: true });
  });
  afterEach(() => tsa.up());
  const startApp = useTestApps();
  const clock = manualClock(TEST_NOW);

  async function setUp() {
    clock.reset();
    const t = await startApp(dialect, { clock, env: { RECORD_TSA_URLS: `${DEAD_AUTHORITY}, ${tsa.url}` } });
    const admin = (await cookieFor(t, "admin", clock.now())) ?? "";
    const witness = () =>
      witnessPendingHeads({ db: t.database.handle.db, authorities: t.config.timestampAuthorities, log: quiet });
    const publish = () => publishHead({ db: t.database.handle.db, clock }, { daily: true });
    const note = async (id: string) => {
      clock.advance(60_000);
      const response = await callApi(t, "POST", `/api/positions/${id}/events`, {
        cookie: admin,
        body: { type: "note", text: "Holding" },
      });
      expect(response.statusCode, response.body).toBe(201);
    };
    return { t, admin, witness, publish, note };
  }
  const publicHeads = async (t: TestApp) => {
    const record = (await callApi(t, "GET", "/api/public/track-record")).json<TrackRecord>();
    return {
      witnessing: record.witnessing,
      heads: record.heads.map(({ sequence, witness }) => ({ sequence, witness })),
    };
  };
  const exported = async (t: TestApp) =>
    (await callApi(t, "GET", "/api/public/track-record/export")).json<ChainExport>();
  const verify = (chain: ChainExport, ...args: string[]) => {
    const file = join(dir, `${dialect}-${Math.random().toString(36).slice(2)}.json`);
    writeFileSync(file, JSON.stringify(chain));
    const root = join(dir, "root.pem");
    const other = join(dir, "other.pem");
    writeFileSync(root, tsa.rootPem);
    writeFileSync(other, tsa.otherRootPem);
    const run = spawnSync(
      process.execPath,
      [
        join(import.meta.dirname, "../../../../scripts/verify-record.mjs"),
        file,
        ...args.map((arg) => ({ ROOT: root, OTHER: other })[arg] ?? arg),
      ],
      { encoding: "utf8" },
    );
    return { status: run.status, lines: run.stdout.trim().split("\n") };
  };

  it("keeps the first answering authority's token with the head, shows it, exports it, and the verifier checks it", async () => {
    const { t, admin, witness, publish } = await setUp();
    await createPositionAs(t, admin);
    await publish();
    expect(await publicHeads(t)).toEqual({ witnessing: true, heads: [{ sequence: 1, witness: null }] });
    expect(await witness()).toBe(1);
    expect(await witness()).toBe(0);
    const shown = await publicHeads(t);
    expect(shown.heads).toEqual([{ sequence: 1, witness: { signer: "Local Test TSA", at: expect.any(String) } }]);

    const chain = await exported(t);
    expect(chain.heads[0]?.witness).toMatchObject({
      tsa: tsa.url,
      signer: "Local Test TSA",
      token: expect.any(String),
    });
    const trusted = verify(chain, "--trust", "ROOT");
    expect(trusted.status).toBe(0);
    expect(trusted.lines).toEqual([
      `OK: 1 events, head 1 ${chain.head?.hash}`,
      `Head 1 witnessed by Local Test TSA at ${shown.heads[0]?.witness?.at}`,
      `Proved: events 1-1 are as they were at ${shown.heads[0]?.witness?.at}, when an outside authority witnessed head 1 (its signer chains to the trust list given).`,
    ]);
    const stranger = verify(chain, "--trust", "OTHER");
    expect(stranger.status).toBe(1);
    expect(stranger.lines[0]).toMatch(/^BROKEN at head 1: its time-stamp's signer does not chain to the trust list/);
  });

  it("leaves heads pending while every authority is down, and witnesses them all when one returns", async () => {
    const { t, admin, witness, publish, note } = await setUp();
    const id = await createPositionAs(t, admin);
    tsa.down();
    await publish();
    expect(await witness()).toBe(0);
    clock.advance(DAY_MS);
    await note(id);
    await publish();
    expect(await witness()).toBe(0);
    expect(await publicHeads(t)).toEqual({
      witnessing: true,
      heads: [
        { sequence: 2, witness: null },
        { sequence: 1, witness: null },
      ],
    });
    expect(verify(await exported(t)).lines.at(-1)).toMatch(/^Proved: the export is consistent with itself only/);

    tsa.up();
    expect(await witness()).toBe(2);
    const heads = (await publicHeads(t)).heads;
    expect(heads.map((head) => head.witness?.signer)).toEqual(["Local Test TSA", "Local Test TSA"]);
    expect(verify(await exported(t), "--trust", "ROOT").status).toBe(0);
  });

  it("shows a rewrite of an old event, naming the first head whose time-stamp no longer matches", async () => {
    const { t, admin, witness, publish, note } = await setUp();
    const id = await createPositionAs(t, admin);
    await publish();
    await note(id);
    clock.advance(DAY_MS);
    await note(id);
    await publish();
    clock.advance(DAY_MS);
    await note(id);
    await publish();
    expect(await witness()).toBe(3);
    const chain = await exported(t);
    expect(chain.heads.map((head) => head.sequence)).toEqual([4, 3, 1]);
    expect(verify(chain, "--trust", "ROOT").status).toBe(0);

    // The provider edits event 2, rebuilds every link after it, and republishes the heads on the new links, keeping
    // the tokens it has: the chain and the heads agree with each other, the witnesses do not.
    const rewritten = structuredClone(chain);
    let previous: ChainLink | null = null;
    for (const event of rewritten.events) {
      const contentHash = event.sequence === 2 ? sha256Hex("an edited note") : event.contentHash;
      const link = previous ? { prevHash: previous.hash, hash: sha256Hex(`${previous.hash}${contentHash}`) } : event;
      Object.assign(event, { contentHash, prevHash: link.prevHash, hash: link.hash });
      previous = event;
    }
    for (const head of rewritten.heads) {
      head.hash = rewritten.events[head.sequence - 1]?.hash ?? "";
    }
    rewritten.head = { sequence: 4, hash: rewritten.events[3]?.hash ?? "" };
    expect(rewritten.heads[2]?.hash).toBe(chain.heads[2]?.hash);
    expect(rewritten.heads[1]?.hash).not.toBe(chain.heads[1]?.hash);
    const caught = verify(rewritten, "--trust", "ROOT");
    expect(caught).toEqual({ status: 1, lines: ["BROKEN at head 3: its time-stamp witnessed another head"] });
    expect(rewritten.heads.map(headStatement)).not.toEqual(chain.heads.map(headStatement));
    // The same rewrite without the witnesses passes: only a head kept or witnessed outside shows it.
    const unwitnessed = { ...rewritten, heads: rewritten.heads.map((head) => ({ ...head, witness: null })) };
    expect(verify(unwitnessed).status).toBe(0);
  });

  it("witnesses nothing without authorities, and says so on the page", async () => {
    clock.reset();
    const t = await startApp(dialect, { clock });
    const admin = (await cookieFor(t, "admin", clock.now())) ?? "";
    await createPositionAs(t, admin);
    await publishHead({ db: t.database.handle.db, clock }, { daily: true });
    expect(t.config.timestampAuthorities).toEqual([]);
    expect(await witnessPendingHeads({ db: t.database.handle.db, authorities: [], log: quiet })).toBe(0);
    expect(await publicHeads(t)).toEqual({ witnessing: false, heads: [{ sequence: 1, witness: null }] });
  });
});
