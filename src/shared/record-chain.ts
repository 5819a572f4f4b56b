/**
 * The track record's hash chain (docs/decisions/0015-verifiable-track-record.md). Every stored trade event, across
 * all positions in the order they were stored, carries the hash of its own canonical content and a link hash over
 * the previous event's link and that content hash. The server computes them when it stores an event; the verifier
 * (`npm run verify-record`) recomputes them from an export. Both use this file, and it imports nothing: the verifier
 * runs it with Node alone, and a caller hands in SHA-256 (so the browser bundle never needs a hash library).
 */

/** Hex SHA-256 of a UTF-8 string. */
export type Sha256 = (text: string) => string;

/** The link before the first event. */
export const GENESIS_HASH = "0".repeat(64);

/** What an event's content hash covers: everything that makes it part of the record (not who reported it). */
export interface ChainContent {
  /** 1 for the first event ever stored, then one more per event, across all positions. */
  sequence: number;
  positionId: string;
  /** The event's number within its position (1 for `opened`). */
  seq: number;
  type: string;
  /** Server time, ISO-8601. */
  at: string;
  /** The position's instrument, fixed once published. */
  instrument: { asset: string; assetClass: string; direction: string };
  /** The event's facts (`TradeEventData`). */
  data: unknown;
}

export interface ChainLink {
  sequence: number;
  prevHash: string;
  contentHash: string;
  hash: string;
}

/** An exported event: its link, and its content once public (null while the position is still open). */
export interface ExportedEvent extends ChainLink {
  content: ChainContent | null;
}

/**
 * Canonical JSON as RFC 8785 (the JSON Canonicalization Scheme) defines it: object members sorted by their names'
 * UTF-16 code units, no whitespace, numbers and strings as ECMAScript's JSON.stringify writes them (which RFC 8785
 * adopts), undefined object members left out. Two equal values always give the same text; docs/verify-record.md says
 * it for outsiders, and record-chain.test.ts pins it with RFC 8785's published vectors.
 */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== "object") {
    if (typeof value === "number" && !Number.isFinite(value)) throw new TypeError("Non-finite numbers have no JSON");
    return JSON.stringify(value) ?? "null";
  }
  if (Array.isArray(value)) return `[${value.map((item) => canonicalJson(item ?? null)).join(",")}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, item]) => item !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(",")}}`;
}

export const contentHashOf = (sha256: Sha256, content: ChainContent): string => sha256(canonicalJson(content));

/** The link hash: SHA-256 of the previous link's hex followed by this content hash's hex. */
export const linkHashOf = (sha256: Sha256, prevHash: string, contentHash: string): string =>
  sha256(`${prevHash}${contentHash}`);

/** The link a new event gets after `previous` (null for the first event ever). */
export function nextLink(sha256: Sha256, previous: ChainLink | null, content: ChainContent): ChainLink {
  const prevHash = previous?.hash ?? GENESIS_HASH;
  const contentHash = contentHashOf(sha256, content);
  return { sequence: content.sequence, prevHash, contentHash, hash: linkHashOf(sha256, prevHash, contentHash) };
}

export interface ChainHead {
  sequence: number;
  hash: string;
}

/**
 * What an outside time-stamp authority witnesses for a published head (docs/decisions/0029-witnessed-record-heads.md):
 * the text `<sequence>:<hash>`, of which it signs the SHA-256.
 */
export const headStatement = (head: ChainHead): string => `${head.sequence}:${head.hash}`;

export type ChainVerdict =
  { ok: true; events: number; head: ChainHead | null } | { ok: false; sequence: number; problem: string };

/**
 * Checks an exported chain from the first event: numbering without gaps, each link on the one before, each public
 * content matching its hash, and each head the provider published (`heads`) on the event at its sequence. Answers the
 * first broken link.
 */
export function verifyChain(
  sha256: Sha256,
  events: readonly ExportedEvent[],
  heads: readonly ChainHead[] = [],
): ChainVerdict {
  let previous: ChainLink | null = null;
  const bySequence = new Map<number, string>();
  for (const [index, event] of events.entries()) {
    const expected = index + 1;
    const broken = (problem: string): ChainVerdict => ({ ok: false, sequence: event.sequence, problem });
    if (event.sequence !== expected) return broken(`expected event ${expected} here, found ${event.sequence}`);
    if (event.prevHash !== (previous?.hash ?? GENESIS_HASH))
      return broken("its previous hash is not the link before it");
    if (event.content) {
      if (event.content.sequence !== event.sequence) return broken("its content names another sequence");
      if (contentHashOf(sha256, event.content) !== event.contentHash)
        return broken("its content does not match its hash");
    }
    if (linkHashOf(sha256, event.prevHash, event.contentHash) !== event.hash) return broken("its link hash is wrong");
    bySequence.set(event.sequence, event.hash);
    previous = event;
  }
  for (const head of heads) {
    const at = bySequence.get(head.sequence);
    if (at !== head.hash) {
      const problem = at === undefined ? "a published head is past the end of the chain" : "a published head differs";
      return { ok: false, sequence: head.sequence, problem };
    }
  }
  return { ok: true, events: events.length, head: previous && { sequence: previous.sequence, hash: previous.hash } };
}
