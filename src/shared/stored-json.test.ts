import { z } from "zod";
import { describe, expect, it } from "vitest";
import { parseStoredJson } from "./stored-json.js";

const schema = z.object({ key: z.string() });

describe("stored JSON", () => {
  it("reads what the schema says", () => {
    expect(parseStoredJson('{"key":"a"}', schema)).toEqual({ key: "a" });
  });

  it("is null when nothing is stored, the text is not JSON, or the JSON is not what the schema says", () => {
    expect(parseStoredJson(null, schema)).toBeNull();
    expect(parseStoredJson(undefined, schema)).toBeNull();
    expect(parseStoredJson("not json", schema)).toBeNull();
    expect(parseStoredJson('{"key":1}', schema)).toBeNull();
  });
});
