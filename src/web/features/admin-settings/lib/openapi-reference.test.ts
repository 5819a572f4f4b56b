import { describe, expect, it } from "vitest";
import { describeType, groupOperations, schemaFields } from "@/features/admin-settings/lib/openapi-reference";

const paths = {
  "/api/positions/{id}": {
    put: {
      tags: ["positions"],
      summary: "Update a position",
      parameters: [{ name: "id", in: "path", required: true, schema: { type: "string", format: "uuid" } }],
      requestBody: { content: { "application/json": { schema: { type: "object", properties: {} } } } },
      responses: { "200": { content: { "application/json": { schema: { type: "object" } } } } },
    },
    delete: { tags: ["positions"], summary: "Delete a position", responses: { "204": {} } },
  },
  "/api/auth/me": { get: { tags: ["auth"], summary: "The signed-in user", responses: {} } },
  "/healthz": { get: { summary: "The process answers" } },
};

describe("API reference", () => {
  it("groups operations by tag with method, path, summary, parameters and schemas", () => {
    const groups = groupOperations(paths);
    expect(groups.map((group) => group.tag)).toEqual(["auth", "other", "positions"]);
    const positions = groups.find((group) => group.tag === "positions")?.operations ?? [];
    expect(positions.map((operation) => `${operation.method} ${operation.path}`)).toEqual([
      "PUT /api/positions/{id}",
      "DELETE /api/positions/{id}",
    ]);
    expect(positions[0]?.parameters).toEqual([{ name: "id", location: "path", required: true, type: "string (uuid)" }]);
    expect(positions[0]?.requestBody).toEqual({ type: "object", properties: {} });
    expect(positions[1]?.responses).toEqual([{ status: "204", schema: undefined }]);
  });

  it("says a type in one short line", () => {
    expect(describeType({ type: "integer", minimum: 1, maximum: 100 })).toBe("integer 1–100");
    expect(describeType({ type: "integer", minimum: 0, maximum: Number.MAX_SAFE_INTEGER })).toBe("integer ≥ 0");
    expect(describeType({ type: "string", enum: ["long", "short"] })).toBe('one of "long", "short"');
    expect(describeType({ anyOf: [{ type: "number" }, { type: "null" }] })).toBe("number | null");
    expect(describeType({ type: "array", items: { type: "string" } })).toBe("array of string");
  });

  it("lists nested fields, marking the required ones", () => {
    const fields = schemaFields({
      type: "object",
      required: ["items"],
      properties: {
        items: {
          type: "array",
          items: {
            type: "object",
            required: ["id"],
            properties: { id: { type: "integer" }, note: { type: "string" } },
          },
        },
        unread: { type: "integer", minimum: 0 },
      },
    });
    expect(fields).toEqual([
      {
        name: "items",
        required: true,
        type: "array of object",
        fields: [
          { name: "id", required: true, type: "integer", fields: [] },
          { name: "note", required: false, type: "string", fields: [] },
        ],
      },
      { name: "unread", required: false, type: "integer ≥ 0", fields: [] },
    ]);
  });
});
