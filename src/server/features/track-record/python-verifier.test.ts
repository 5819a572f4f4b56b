import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import type { ExportedEvent } from "../../../shared/record-chain.js";
import { cookieFor } from "../../../../test/support/members.js";
import { callApi, createPositionAs } from "../../../../test/support/positions.js";
import { TEST_NOW, useTestApp } from "../../../../test/support/test-app.js";
import { TEST_DIALECTS } from "../../../../test/support/test-env.js";

const EXAMPLE = join(import.meta.dirname, "../../../../examples/verify-record-python");
const VECTORS = join(import.meta.dirname, "../../../../test/fixtures/rfc8785-vectors.json");

const python = (args: string[]) => {
  const run = spawnSync("python3", args, { cwd: EXAMPLE, encoding: "utf8" });
  return { status: run.status, out: run.stdout.trim(), err: run.stderr.trim() };
};

describe("the Python verifier in examples/, standard library alone", () => {
  it("writes RFC 8785's published vectors byte for byte", () => {
    const check = python([
      "-B",
      "-c",
      `import json, struct, verify_record as v
d = json.load(open(${JSON.stringify(VECTORS)}, encoding="utf-8"))
bad = [c["name"] for c in d["objects"] if v.canonical_json(json.loads(c["input"])) != c["output"]]
bad += [n["bits"] for n in d["numbers"] if v.canonical_number(struct.unpack(">d", bytes.fromhex(n["bits"]))[0]) != n["text"]]
print(len(d["objects"]) + len(d["numbers"]), bad)`,
    ]);
    expect(check).toEqual({ status: 0, out: "28 []", err: "" });
  });
});

describe.each(TEST_DIALECTS)("the Python verifier against an export on %s", (dialect) => {
  const t = useTestApp(dialect, { clockAt: TEST_NOW });
  const dir = mkdtempSync(join(tmpdir(), "python-verifier-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("verifies a record of tiny prices, accents and an emoji, and finds an edited event", async () => {
    const admin = (await cookieFor(t, "admin", t.clock.now())) ?? "";
    const shib = await createPositionAs(t, admin, {
      asset: "SHIB/USD",
      assetClass: "crypto",
      entryPrice: 0.00001234,
      stopLoss: 0.0000112,
    });
    const report = async (body: unknown) => {
      t.clock.advance(60_000);
      const response = await callApi(t, "POST", `/api/positions/${shib}/events`, { cookie: admin, body });
      expect(response.statusCode, response.body).toBe(201);
    };
    await report({ type: "note", text: "Señal 🚀: mover el stop a 0.0000121" });
    await report({ type: "closed", price: 0.00001351, reason: "manual" });
    const chain = (await callApi(t, "GET", "/api/public/track-record/export")).json<{
      events: ExportedEvent[];
      head: { sequence: number; hash: string };
    }>();
    const serialised = JSON.stringify(chain);
    expect(serialised).toContain("0.00001234");
    expect(serialised).toContain("Señal 🚀: mover el stop");

    writeFileSync(join(dir, `${dialect}.json`), serialised);
    const ok = python(["-B", "verify_record.py", join(dir, `${dialect}.json`), "--head", `1:${chain.events[0]?.hash}`]);
    expect(ok).toEqual({ status: 0, out: `OK: 3 events, head 3 ${chain.head.hash}`, err: "" });

    const edited = structuredClone(chain);
    const note = edited.events[1]?.content;
    if (note) note.data = { ...(note.data as object), text: "Señal 🚀: mover el stop a 0.0000122" };
    writeFileSync(join(dir, `${dialect}-edited.json`), JSON.stringify(edited));
    const broken = python(["-B", "verify_record.py", join(dir, `${dialect}-edited.json`)]);
    expect(broken).toEqual({ status: 1, out: "BROKEN at event 2: its content does not match its hash", err: "" });
  });
});
