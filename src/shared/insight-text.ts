/*
 * The small formatting an insight's text may use (docs/product.md#market-insights): paragraphs (a blank line between
 * them), line breaks, **bold**, *italic*, bullet lists (lines starting "- " or "* ") and links
 * [text](https://…). It is parsed into a tree the page renders as React elements, so no HTML an admin writes ever
 * reaches the page as HTML; anything else is shown as the characters it is.
 */

export type Inline =
  | { type: "text"; text: string }
  | { type: "strong"; children: Inline[] }
  | { type: "em"; children: Inline[] }
  | { type: "link"; href: string; children: Inline[] };

export type Block = { type: "paragraph"; lines: Inline[][] } | { type: "list"; items: Inline[][] };

const BULLET = /^\s*[-*]\s+/;
const LINK = /^\[([^\]\n]+)\]\(([^()\s]+)\)/;

/** An address a link may lead to: http(s) only, so no `javascript:` or `data:` link can be written. */
export function safeHref(href: string): string | null {
  if (!/^https?:\/\//i.test(href)) return null;
  try {
    return new URL(href).href;
  } catch {
    return null;
  }
}

function pushText(out: Inline[], text: string): void {
  const last = out[out.length - 1];
  if (last?.type === "text") last.text += text;
  else out.push({ type: "text", text });
}

/** Where the emphasis opened at `from` with `marker` closes, or -1: it needs text that neither starts nor ends with a space. */
function closing(text: string, from: number, marker: string): number {
  const start = from + marker.length;
  let at = text.indexOf(marker, start);
  // A single * closes on a lone *, not on the first star of a **.
  while (marker === "*" && at !== -1 && text[at + 1] === "*") at = text.indexOf(marker, at + 2);
  if (at <= start) return -1;
  const inner = text.slice(start, at);
  return inner.trim() === inner ? at : -1;
}

/** One line's inline formatting. */
export function parseInline(text: string): Inline[] {
  const out: Inline[] = [];
  let i = 0;
  while (i < text.length) {
    const rest = text.slice(i);
    if (rest.startsWith("**")) {
      const end = closing(text, i, "**");
      if (end !== -1) {
        out.push({ type: "strong", children: parseInline(text.slice(i + 2, end)) });
        i = end + 2;
        continue;
      }
    } else if (rest.startsWith("*")) {
      const end = closing(text, i, "*");
      if (end !== -1) {
        out.push({ type: "em", children: parseInline(text.slice(i + 1, end)) });
        i = end + 1;
        continue;
      }
    } else {
      // LINK is anchored: it only matches a link that starts here.
      const link = LINK.exec(rest);
      const href = link ? safeHref(link[2] ?? "") : null;
      if (link && href) {
        // The text of a link cannot hold a "]", so never another link.
        out.push({ type: "link", href, children: parseInline(link[1] ?? "") });
        i += link[0].length;
        continue;
      }
    }
    pushText(out, text.charAt(i));
    i += 1;
  }
  return out;
}

/** The text as blocks: paragraphs (their lines kept) and bullet lists. */
export function parseInsightText(text: string): Block[] {
  const blocks: Block[] = [];
  let paragraph: Inline[][] | null = null;
  let list: Inline[][] | null = null;
  for (const line of text.replace(/\r\n?/g, "\n").split("\n")) {
    const bullet = BULLET.exec(line);
    if (line.trim() === "") {
      paragraph = null;
      list = null;
    } else if (bullet) {
      paragraph = null;
      if (!list) blocks.push({ type: "list", items: (list = []) });
      list.push(parseInline(line.slice(bullet[0].length).trimEnd()));
    } else {
      list = null;
      if (!paragraph) blocks.push({ type: "paragraph", lines: (paragraph = []) });
      paragraph.push(parseInline(line.trim()));
    }
  }
  return blocks;
}

/** The text without its formatting, for a preview line. */
export function plainInsightText(text: string): string {
  const plain = (parts: Inline[]): string =>
    parts.map((part) => (part.type === "text" ? part.text : plain(part.children))).join("");
  return parseInsightText(text)
    .flatMap((block) => (block.type === "paragraph" ? block.lines : block.items).map(plain))
    .join(" ");
}
