import { z } from "zod";

/** A JSON Schema (2020-12) as the server's document writes it; only what the reference shows is read. */
export interface JsonSchema {
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  const?: unknown;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  description?: string;
}

const jsonSchema = z.custom<JsonSchema>((value) => typeof value === "object" && value !== null);
const content = z.record(z.string(), z.object({ schema: jsonSchema.optional() })).optional();
const operationSchema = z.object({
  tags: z.array(z.string()).optional(),
  summary: z.string().optional(),
  parameters: z
    .array(
      z.object({ name: z.string(), in: z.string(), required: z.boolean().optional(), schema: jsonSchema.optional() }),
    )
    .optional(),
  requestBody: z.object({ content }).optional(),
  responses: z.record(z.string(), z.object({ description: z.string().optional(), content })).optional(),
});

export interface ApiParameter {
  name: string;
  location: string;
  required: boolean;
  type: string;
}

export interface ApiResponse {
  status: string;
  schema: JsonSchema | undefined;
}

export interface ApiOperation {
  method: string;
  path: string;
  summary: string;
  parameters: ApiParameter[];
  requestBody: JsonSchema | undefined;
  responses: ApiResponse[];
}

export interface ApiTag {
  tag: string;
  operations: ApiOperation[];
}

const METHODS = ["get", "post", "put", "patch", "delete"];
const UNTAGGED = "other";

const jsonOf = (body: z.infer<typeof content>) => body?.["application/json"]?.schema;

/** The document's operations grouped by tag (tags alphabetical, operations in path order), as the reference lists them. */
export function groupOperations(paths: Record<string, Record<string, unknown>>): ApiTag[] {
  const byTag = new Map<string, ApiOperation[]>();
  for (const path of Object.keys(paths).sort()) {
    for (const method of METHODS) {
      const parsed = operationSchema.safeParse(paths[path]?.[method]);
      if (!parsed.success) continue;
      const operation = parsed.data;
      const tag = operation.tags?.[0] ?? UNTAGGED;
      const list = byTag.get(tag) ?? [];
      list.push({
        method: method.toUpperCase(),
        path,
        summary: operation.summary ?? "",
        parameters: (operation.parameters ?? []).map((parameter) => ({
          name: parameter.name,
          location: parameter.in,
          required: parameter.required ?? false,
          type: parameter.schema ? describeType(parameter.schema) : "any",
        })),
        requestBody: jsonOf(operation.requestBody?.content),
        responses: Object.entries(operation.responses ?? {}).map(([status, response]) => ({
          status,
          schema: jsonOf(response.content),
        })),
      });
      byTag.set(tag, list);
    }
  }
  return [...byTag.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([tag, operations]) => ({ tag, operations }));
}

/** zod writes a plain int's bounds as ±MAX_SAFE_INTEGER: no limit a reader needs to see. */
const bound = (value: number | undefined) =>
  value === undefined || Math.abs(value) >= Number.MAX_SAFE_INTEGER ? undefined : value;

function range(lowest: number | undefined, highest: number | undefined, unit = ""): string {
  const low = bound(lowest);
  const high = bound(highest);
  if (low === undefined && high === undefined) return "";
  if (low === undefined) return ` ≤ ${high}${unit}`;
  if (high === undefined) return ` ≥ ${low}${unit}`;
  return ` ${low}–${high}${unit}`;
}

/** One line a reader takes in at a glance: "string (uuid)", "integer 1–100", "one of long, short", "string | null". */
export function describeType(schema: JsonSchema): string {
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants) return [...new Set(variants.map(describeType))].join(" | ");
  if (schema.enum) return `one of ${schema.enum.map((value) => JSON.stringify(value)).join(", ")}`;
  if (schema.const !== undefined) return JSON.stringify(schema.const);
  const type = [schema.type ?? "any"].flat().join(" | ");
  if (type === "array") return `array of ${schema.items ? describeType(schema.items) : "any"}`;
  if (type === "string") {
    return `string${schema.format ? ` (${schema.format})` : ""}${range(schema.minLength, schema.maxLength, " chars")}`;
  }
  if (type === "number" || type === "integer") return `${type}${range(schema.minimum, schema.maximum)}`;
  return type;
}

export interface SchemaField {
  name: string;
  required: boolean;
  type: string;
  /** The fields of an object (or of an array's objects) inside this one. */
  fields: SchemaField[];
}

/** The object a schema holds, directly, as the items of an array, or as the non-null variant of a nullable one. */
function objectOf(schema: JsonSchema): JsonSchema | undefined {
  if (schema.properties) return schema;
  if (schema.items) return objectOf(schema.items);
  const variants = (schema.anyOf ?? schema.oneOf ?? []).filter((variant) => variant.type !== "null");
  return variants.length === 1 && variants[0] ? objectOf(variants[0]) : undefined;
}

/** An object schema's fields, nested, for a list a phone can show without scrolling sideways. */
export function schemaFields(schema: JsonSchema): SchemaField[] {
  const object = objectOf(schema);
  if (!object?.properties) return [];
  const required = new Set(object.required ?? []);
  return Object.entries(object.properties).map(([name, property]) => ({
    name,
    required: required.has(name),
    type: objectOf(property) ? (property.type === "array" ? "array of object" : "object") : describeType(property),
    fields: schemaFields(property),
  }));
}
