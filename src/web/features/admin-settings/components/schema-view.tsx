import {
  describeType,
  schemaFields,
  type JsonSchema,
  type SchemaField,
} from "@/features/admin-settings/lib/openapi-reference";

/** A schema as a nested list of fields (name, type, required), or its one-line type when it is not an object. */
export function SchemaView({ schema }: { schema: JsonSchema }) {
  const fields = schemaFields(schema);
  if (fields.length === 0) return <p className="font-mono text-xs break-words">{describeType(schema)}</p>;
  return (
    <>
      {schema.type === "array" && <p className="mb-1 text-xs text-muted-foreground">An array of:</p>}
      <FieldList fields={fields} />
    </>
  );
}

function FieldList({ fields }: { fields: SchemaField[] }) {
  return (
    <ul className="space-y-1 text-xs">
      {fields.map((field) => (
        <li key={field.name} className="min-w-0">
          <span className="font-mono font-semibold break-all">{field.name}</span>
          {field.required && (
            <abbr title="required" className="ml-0.5 text-loss no-underline">
              *
            </abbr>
          )}
          <span className="ml-2 font-mono break-words text-muted-foreground">{field.type}</span>
          {field.fields.length > 0 && (
            <div className="mt-1 border-l pl-3">
              <FieldList fields={field.fields} />
            </div>
          )}
        </li>
      ))}
    </ul>
  );
}
