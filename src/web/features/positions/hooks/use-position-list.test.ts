import { describe, expect, it } from "vitest";
import type { Position } from "@shared/positions";
import { withFollowFlags } from "./use-position-list";

const position = (id: string) => ({ id }) as Position;

describe("withFollowFlags", () => {
  it("flags the followed positions and lists them first, keeping the server's order within each group", () => {
    const list = withFollowFlags([position("c"), position("b"), position("a")], ["a", "c", "gone"]);
    expect(list.map((p) => [p.id, p.followed])).toEqual([
      ["c", true],
      ["a", true],
      ["b", false],
    ]);
  });

  it("flags nothing when the member follows nothing", () => {
    expect(withFollowFlags([position("a")], []).map((p) => p.followed)).toEqual([false]);
  });
});
