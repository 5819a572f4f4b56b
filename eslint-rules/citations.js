/**
 * Reasons in this repository point at paths in it (`docs/product.md#access`, `docs/decisions/…`). A citation of a
 * document that is not in the repository, or of an issue number, leaves the next reader with nothing to follow.
 */
const CITATIONS = [
  /\b(?:DECISIONS|DESIGN|STYLE)(?:\.md)?\b/, // upper case: `docs/decisions/` is this repository's own
  /\bproduct[- ]spec(?:\.md)?\b|\bspec\s*§|§\s?\d|\b(?:issue|ticket)\s+#?\d+/i,
];

/** The first external citation in `text`, or null. */
export function findCitation(text) {
  for (const pattern of CITATIONS) {
    const match = pattern.exec(text);
    if (match) return match[0].trim();
  }
  return null;
}

export const CITATION_MESSAGE =
  "Cite a path in this repository (docs/product.md#…, docs/decisions/…) or state the reason; not {{citation}}";
