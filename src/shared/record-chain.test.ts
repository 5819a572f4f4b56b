import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import vectors from "../../test/fixtures/rfc8785-vectors.json" with { type: "json" };
import {
  canonicalJson,
  contentHashOf,
  GENESIS_HASH,
  headStatement,
  linkHashOf,
  nextLink,
  verifyChain,
  type ChainContent,
  type ExportedEvent,
} from "./record-chain.js";

const sha256 = (text: string) => createHash("sha256").update(text, "utf8").digest("hex");

describe("canonical JSON is RFC 8785 (the JSON Canonicalization Scheme)", () => {
  it.each(vectors.objects)("$name", ({ input, output }) => {
    expect(canonicalJson(JSON.parse(input))).toBe(output);
  });

  it.each(vectors.numbers)("writes the number of bits $bits as $text", ({ bits, text }) => {
    expect(canonicalJson(Buffer.from(bits, "hex").readDoubleBE(0))).toBe(text);
  });

  it("refuses numbers JSON has no text for", () => {
    expect(() => canonicalJson(Number.NaN)).toThrow("Non-finite numbers have no JSON");
    expect(() => canonicalJson({ price: Number.POSITIVE_INFINITY })).toThrow(TypeError);
    expect(() => canonicalJson([Number.NEGATIVE_INFINITY])).toThrow(TypeError);
  });

  it("leaves out undefined members and writes undefined array items as null, as JSON does", () => {
    expect(canonicalJson({ b: undefined, a: 1 })).toBe('{"a":1}');
    expect(canonicalJson([undefined, 2])).toBe("[null,2]");
    expect(canonicalJson(undefined)).toBe("null");
  });

  it("sorts equal prefixes shorter first and keeps the order of equal keys stable", () => {
    expect(canonicalJson({ ab: 1, a: 2, b: 3, "": 4 })).toBe('{"":4,"a":2,"ab":1,"b":3}');
    expect(canonicalJson({ B: 1, a: 2 })).toBe('{"B":1,"a":2}');
  });
});

const content = (sequence: number, positionId = "p1", seq = sequence): ChainContent => ({
  sequence,
  positionId,
  seq,
  type: seq === 1 ? "opened" : "note",
  at: `2026-11-0${sequence}T10:00:00.000Z`,
  instrument: { asset: "SHIB/USD", assetClass: "crypto", direction: "long" },
  data: seq === 1 ? { entry: 0.00001234, stop: 0.0000112 } : { text: `Note ${seq}` },
});

function chainOf(count: number): ExportedEvent[] {
  const events: ExportedEvent[] = [];
  for (let sequence = 1; sequence <= count; sequence += 1) {
    const link = nextLink(sha256, events.at(-1) ?? null, content(sequence));
    events.push({ ...link, content: content(sequence) });
  }
  return events;
}

describe("the chain", () => {
  it("links the first event to the genesis hash and each next one to the link before", () => {
    const [first, second] = chainOf(2);
    expect(first?.prevHash).toBe(GENESIS_HASH);
    expect(GENESIS_HASH).toBe("0".repeat(64));
    expect(first?.contentHash).toBe(sha256(canonicalJson(content(1))));
    expect(first?.contentHash).toBe(contentHashOf(sha256, content(1)));
    expect(first?.hash).toBe(sha256(`${GENESIS_HASH}${first?.contentHash}`));
    expect(second?.prevHash).toBe(first?.hash);
    expect(second?.hash).toBe(linkHashOf(sha256, first?.hash ?? "", second?.contentHash ?? ""));
  });

  it("verifies an intact chain and answers its head, and an empty one", () => {
    const events = chainOf(3);
    const last = events[2];
    expect(verifyChain(sha256, events, [{ sequence: 2, hash: events[1]?.hash ?? "" }])).toEqual({
      ok: true,
      events: 3,
      head: { sequence: 3, hash: last?.hash },
    });
    expect(verifyChain(sha256, [])).toEqual({ ok: true, events: 0, head: null });
  });

  it("verifies events whose content is still private by their hashes alone", () => {
    const events = chainOf(3).map((event, index) => (index === 1 ? { ...event, content: null } : event));
    expect(verifyChain(sha256, events).ok).toBe(true);
  });

  it("answers the first broken link, and why", () => {
    const events = chainOf(4);
    const edited = events.map((event) =>
      event.sequence === 2 && event.content ? { ...event, content: { ...event.content, type: "closed" } } : event,
    );
    expect(verifyChain(sha256, edited)).toEqual({
      ok: false,
      sequence: 2,
      problem: "its content does not match its hash",
    });
    expect(
      verifyChain(
        sha256,
        events.filter((event) => event.sequence !== 2),
      ),
    ).toEqual({
      ok: false,
      sequence: 3,
      problem: "expected event 2 here, found 3",
    });
    const relinked = events.map((event) => (event.sequence === 3 ? { ...event, prevHash: GENESIS_HASH } : event));
    expect(verifyChain(sha256, relinked)).toEqual({
      ok: false,
      sequence: 3,
      problem: "its previous hash is not the link before it",
    });
    const renumbered = events.map((event) =>
      event.sequence === 2 && event.content ? { ...event, content: { ...event.content, sequence: 9 } } : event,
    );
    expect(verifyChain(sha256, renumbered)).toEqual({
      ok: false,
      sequence: 2,
      problem: "its content names another sequence",
    });
    const misLinked = events.map((event) => (event.sequence === 4 ? { ...event, hash: "f".repeat(64) } : event));
    expect(verifyChain(sha256, misLinked)).toEqual({ ok: false, sequence: 4, problem: "its link hash is wrong" });
  });

  it("catches a published head the chain no longer reaches, or never reached", () => {
    const events = chainOf(3);
    expect(verifyChain(sha256, events, [{ sequence: 2, hash: "a".repeat(64) }])).toEqual({
      ok: false,
      sequence: 2,
      problem: "a published head differs",
    });
    expect(verifyChain(sha256, events, [{ sequence: 5, hash: "a".repeat(64) }])).toEqual({
      ok: false,
      sequence: 5,
      problem: "a published head is past the end of the chain",
    });
  });
});

describe("a head's statement for a time-stamp authority", () => {
  it("is its sequence and hash, joined by a colon", () => {
    expect(headStatement({ sequence: 42, hash: "ab".repeat(32) })).toBe(`42:${"ab".repeat(32)}`);
  });
});
