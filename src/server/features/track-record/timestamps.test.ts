import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startLocalTsa, type LocalTsa } from "../../../../test/support/local-tsa.js";
import { certificatesOf, readWitness, requestWitness, verifyWitness } from "./timestamps.js";

describe("time-stamps from an RFC 3161 authority", () => {
  let tsa: LocalTsa;
  beforeAll(async () => {
    tsa = await startLocalTsa();
  });
  afterAll(() => tsa.close());

  const statement = `42:${"ab".repeat(32)}`;

  it("keeps a token that verifies against the authority's root and names the signer and time", async () => {
    const before = Date.now();
    const witness = await requestWitness(tsa.url, statement);
    expect(witness).toMatchObject({ tsa: tsa.url, signer: "Local Test TSA" });
    expect(Date.parse(witness.at)).toBeGreaterThanOrEqual(before - 2_000);
    const verdict = await verifyWitness(witness.token, statement, certificatesOf(tsa.rootPem));
    expect(verdict).toEqual({ ok: true, signer: "Local Test TSA", at: witness.at, chained: true });
    expect(readWitness(witness.token).signer).toBe("Local Test TSA");
  });

  it("refuses a token for another statement, and a signer outside the trust list", async () => {
    const witness = await requestWitness(tsa.url, statement);
    await expect(verifyWitness(witness.token, `42:${"cd".repeat(32)}`, [])).resolves.toEqual({
      ok: false,
      problem: "its time-stamp witnessed another head",
    });
    const untrusted = await verifyWitness(witness.token, statement, certificatesOf(tsa.otherRootPem));
    expect(untrusted).toMatchObject({ ok: false, problem: expect.stringMatching(/does not chain to the trust list/) });
    const unchained = await verifyWitness(witness.token, statement, []);
    expect(unchained).toMatchObject({ ok: true, chained: false });
  });

  it("refuses a token whose bytes were altered", async () => {
    const witness = await requestWitness(tsa.url, statement);
    const bytes = Buffer.from(witness.token, "base64");
    const signatureAt = bytes.length - 10;
    bytes[signatureAt] = (bytes[signatureAt] ?? 0) ^ 0xff;
    await expect(verifyWitness(bytes.toString("base64"), statement, certificatesOf(tsa.rootPem))).resolves.toEqual({
      ok: false,
      problem: "its time-stamp's signature does not verify",
    });
  });

  it("throws when the authority is down, naming it", async () => {
    tsa.down();
    try {
      await expect(requestWitness(tsa.url, statement)).rejects.toThrow(`${tsa.url} answered 503`);
    } finally {
      tsa.up();
    }
  });
});
