import fc from "fast-check";

/** Text an attacker tries in every field: SQL, markup, NULs, odd Unicode, numbers in disguise, paths. */
export const HOSTILE_STRINGS = [
  "' OR 1=1 --",
  "'; DROP TABLE users; --",
  "1; DROP TABLE users",
  '" OR ""="',
  "<script>window.__xss=1</script>",
  '<img src=x onerror="window.__xss=1">',
  "javascript:alert(1)",
  "a\u0000b",
  "\u0000",
  "\uD800",
  "\u202Eevil",
  "𝕏🙂",
  "../../etc/passwd",
  "%00",
  "__proto__",
  "constructor",
  "1e309",
  "NaN",
  "-1",
  "Infinity",
  "x".repeat(10_000),
] as const;

const hostileString = fc.oneof(fc.constantFrom(...HOSTILE_STRINGS), fc.string({ maxLength: 40, unit: "binary" }));

/** Any JSON value, often of the wrong type for the field it lands in. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  hostileString,
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.boolean(),
  fc.constant(null),
  fc.array(hostileString, { maxLength: 3 }),
  fc.dictionary(hostileString, hostileString, { maxKeys: 3 }),
  fc.jsonValue({ maxDepth: 3 }),
);

/** A request body as bytes on the wire, with the content type it claims. */
export interface RawBody {
  payload: string | Buffer;
  contentType: string;
}

const json = (value: unknown): RawBody => ({
  payload: JSON.stringify(value) ?? "null",
  contentType: "application/json",
});

const POLLUTING_KEYS = ["__proto__", "constructor", "prototype"] as const;

const fieldsOf = (body: unknown): Record<string, unknown> =>
  body !== null && typeof body === "object" && !Array.isArray(body) ? { ...body } : {};

/** The valid body with a prototype-pollution key spliced in as the JSON text carries it (a literal would not). */
function withKey(valid: unknown, key: (typeof POLLUTING_KEYS)[number], value: unknown): RawBody {
  const rest = JSON.stringify(fieldsOf(valid)).slice(1);
  const polluting = JSON.stringify(key === "constructor" ? { prototype: value } : value);
  return { payload: `{"${key}":${polluting}${rest === "}" ? "}" : `,${rest}`}`, contentType: "application/json" };
}

const nested = (depth: number) => `${"[".repeat(depth)}${"]".repeat(depth)}`;
/** Bytes that are not UTF-8 (a lone continuation byte, an overlong slash, 0xFF) inside a JSON string. */
const INVALID_UTF8 = Buffer.concat([
  Buffer.from('{"email":"'),
  Buffer.from([0x80, 0xc0, 0xaf, 0xff]),
  Buffer.from('"}'),
]);

/** Hostile bodies built from a route's valid one: a field replaced or added, the whole body, or raw bytes. */
export function hostileBody(valid: unknown): fc.Arbitrary<RawBody> {
  const fields = fieldsOf(valid);
  const keys = Object.keys(fields);
  const field = fc.oneof(...(keys.length > 0 ? [fc.constantFrom(...keys)] : []), hostileString);
  return fc.oneof(
    fc.tuple(field, hostileValue).map(([key, value]) => json({ ...fields, [key]: value })),
    hostileValue.map(json),
    fc
      .tuple(fc.constantFrom(...POLLUTING_KEYS), hostileValue)
      .map(([key, value]) => withKey(valid, key, { isAdmin: true, role: "admin", polluted: value })),
    fc.constantFrom<RawBody>(
      { payload: INVALID_UTF8, contentType: "application/json" },
      { payload: `{"text":"a\u0000b"}`, contentType: "application/json" },
      { payload: nested(10_000), contentType: "application/json" },
      { payload: "{not json", contentType: "application/json" },
      // Past the 64 KB body limit: 413 before anything is parsed.
      { payload: JSON.stringify({ text: "x".repeat(70_000) }), contentType: "application/json" },
      { payload: "a=b", contentType: "application/x-www-form-urlencoded" },
      { payload: "<xml/>", contentType: "application/xml" },
    ),
  );
}

/** Every UTF-8 byte percent-encoded (encodeURIComponent refuses lone surrogates). */
const percentEncoded = (text: string) => [...Buffer.from(text)].map((byte) => `%${byte.toString(16)}`).join("");

/** A hostile path segment or query value, as it travels in a URL, malformed escapes included. */
export const hostileUrlPart = fc.oneof(
  hostileString.map(percentEncoded),
  fc.constantFrom("%FF", "%E0%A4%A", "%", "%00", "..%2F..%2Fetc%2Fpasswd", "%C0%AF"),
);
