import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parseInline, parseInsightText, plainInsightText, safeHref, type Inline } from "./insight-text.js";

const text = (value: string): Inline => ({ type: "text", text: value });

describe("parseInline", () => {
  it("reads bold, italic and links", () => {
    expect(parseInline("a **b** *c* [d](https://example.com/x?y=1)")).toEqual([
      text("a "),
      { type: "strong", children: [text("b")] },
      text(" "),
      { type: "em", children: [text("c")] },
      text(" "),
      { type: "link", href: "https://example.com/x?y=1", children: [text("d")] },
    ]);
  });

  it("nests italic and a link inside bold", () => {
    expect(parseInline("**bold *and* [l](http://e.com)**")).toEqual([
      {
        type: "strong",
        children: [
          text("bold "),
          { type: "em", children: [text("and")] },
          text(" "),
          { type: "link", href: "http://e.com/", children: [text("l")] },
        ],
      },
    ]);
  });

  it("leaves unmatched or spaced markers as the characters they are", () => {
    expect(parseInline("2 * 3 * 4")).toEqual([text("2 * 3 * 4")]);
    expect(parseInline("**open")).toEqual([text("**open")]);
    expect(parseInline("*open")).toEqual([text("*open")]);
    expect(parseInline("****")).toEqual([text("****")]);
    expect(parseInline("** spaced**")).toEqual([text("** spaced**")]);
    expect(parseInline("*x **y** z*")).toEqual([
      { type: "em", children: [text("x "), { type: "strong", children: [text("y")] }, text(" z")] },
    ]);
    expect(parseInline("[no link]")).toEqual([text("[no link]")]);
    expect(parseInline("**b**")).toEqual([{ type: "strong", children: [text("b")] }]);
    expect(parseInline("")).toEqual([]);
  });

  it("never makes a link of a script, data or relative address, and shows it as text", () => {
    for (const href of [
      "javascript:alert(1)",
      "JAVASCRIPT:alert(1)",
      "data:text/html,x",
      "/admin",
      "//evil.com",
      "ftp://x",
    ]) {
      expect(parseInline(`[click](${href})`)).toEqual([text(`[click](${href})`)]);
    }
  });

  it("keeps HTML as plain text", () => {
    expect(parseInline("<img src=x onerror=alert(1)>")).toEqual([text("<img src=x onerror=alert(1)>")]);
  });

  it("reads a link only where its bracket opens, not one further along", () => {
    expect(parseInline("[x] [b](https://e.com)")).toEqual([
      text("[x] "),
      { type: "link", href: "https://e.com/", children: [text("b")] },
    ]);
  });

  it("does not put a link inside a link's text", () => {
    expect(parseInline("[**a**](https://e.com)")).toEqual([
      { type: "link", href: "https://e.com/", children: [{ type: "strong", children: [text("a")] }] },
    ]);
  });

  it("loses no character of text without markers", () => {
    fc.assert(
      fc.property(
        fc.string().filter((s) => !/[*[]/.test(s)),
        (value) => {
          expect(parseInline(value)).toEqual(value === "" ? [] : [text(value)]);
        },
      ),
    );
  });
});

describe("safeHref", () => {
  it("allows http and https only", () => {
    expect(safeHref("https://example.com")).toBe("https://example.com/");
    expect(safeHref("HTTP://example.com/a")).toBe("http://example.com/a");
    expect(safeHref("https://")).toBeNull();
    expect(safeHref("javascript:alert(1)")).toBeNull();
    expect(safeHref("https:alert")).toBeNull();
    expect(safeHref(" https://example.com")).toBeNull();
  });
});

describe("parseInsightText", () => {
  it("splits paragraphs at blank lines, keeps line breaks, and gathers bullet lines into lists", () => {
    expect(parseInsightText("One\r\ntwo\n\n- a\n* b\nAfter\n\n\n  -   c  ")).toEqual([
      { type: "paragraph", lines: [[text("One")], [text("two")]] },
      { type: "list", items: [[text("a")], [text("b")]] },
      { type: "paragraph", lines: [[text("After")]] },
      { type: "list", items: [[text("c")]] },
    ]);
  });

  it("breaks lines at a lone carriage return too, and trims each line", () => {
    expect(parseInsightText("One\rtwo\r\n  three  ")).toEqual([
      { type: "paragraph", lines: [[text("One")], [text("two")], [text("three")]] },
    ]);
  });

  it("keeps a bullet's text from its first character to its last, without the spaces around it", () => {
    expect(parseInsightText("-   spaced out  \n*\tb c")).toEqual([
      { type: "list", items: [[text("spaced out")], [text("b c")]] },
    ]);
  });

  it("starts a new list after a blank line and a new paragraph after a list", () => {
    expect(parseInsightText("- a\n\n- b\nc")).toEqual([
      { type: "list", items: [[text("a")]] },
      { type: "list", items: [[text("b")]] },
      { type: "paragraph", lines: [[text("c")]] },
    ]);
    expect(parseInsightText("-not a bullet")).toEqual([{ type: "paragraph", lines: [[text("-not a bullet")]] }]);
    expect(parseInsightText("Gold - still bid")).toEqual([{ type: "paragraph", lines: [[text("Gold - still bid")]] }]);
    expect(parseInsightText("**bold line**")).toEqual([
      { type: "paragraph", lines: [[{ type: "strong", children: [text("bold line")] }]] },
    ]);
    expect(parseInsightText(" \n\n")).toEqual([]);
  });
});

describe("plainInsightText", () => {
  it("drops the markers and joins the lines", () => {
    expect(plainInsightText("**Gold** holds\n\n- [support](https://e.com) *2,280*\n- b")).toBe(
      "Gold holds support 2,280 b",
    );
  });
});
