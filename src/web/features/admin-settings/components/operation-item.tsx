import { ChevronDown } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { SchemaView } from "@/features/admin-settings/components/schema-view";
import type { ApiOperation } from "@/features/admin-settings/lib/openapi-reference";

const METHOD_VARIANT = {
  GET: "info",
  POST: "gain",
  PUT: "warning",
  PATCH: "warning",
  DELETE: "loss",
} as const;

/** One operation, folded to its method, path and summary; opened, its parameters and schemas. */
export function OperationItem({ operation }: { operation: ApiOperation }) {
  const { method, path, summary, parameters, requestBody, responses } = operation;
  return (
    <details className="group rounded-lg border bg-card">
      <summary className="flex cursor-pointer list-none flex-wrap items-center gap-x-3 gap-y-1 p-3 [&::-webkit-details-marker]:hidden">
        <Badge
          variant={METHOD_VARIANT[method as keyof typeof METHOD_VARIANT] ?? "outline"}
          className="w-16 justify-center"
        >
          {method}
        </Badge>
        <code className="min-w-0 flex-1 font-mono text-sm break-all">{path}</code>
        <ChevronDown aria-hidden className="size-4 shrink-0 transition-transform group-open:rotate-180" />
        <span className="basis-full text-sm text-muted-foreground">{summary}</span>
      </summary>
      <div className="space-y-4 border-t p-3">
        {parameters.length > 0 && (
          <section>
            <h3 className="mb-1 text-xs font-semibold tracking-wide text-muted-foreground uppercase">Parameters</h3>
            <ul className="space-y-1 text-xs">
              {parameters.map((parameter) => (
                <li key={`${parameter.location}:${parameter.name}`}>
                  <span className="font-mono font-semibold">{parameter.name}</span>
                  {parameter.required && (
                    <abbr title="required" className="ml-0.5 text-loss no-underline">
                      *
                    </abbr>
                  )}
                  <span className="ml-2 text-muted-foreground">in {parameter.location}</span>
                  <span className="ml-2 font-mono break-words text-muted-foreground">{parameter.type}</span>
                </li>
              ))}
            </ul>
          </section>
        )}
        {requestBody && (
          <section>
            <h3 className="mb-1 text-xs font-semibold tracking-wide text-muted-foreground uppercase">Request body</h3>
            <SchemaView schema={requestBody} />
          </section>
        )}
        <section>
          <h3 className="mb-1 text-xs font-semibold tracking-wide text-muted-foreground uppercase">Responses</h3>
          <ul className="space-y-2">
            {responses.map((response) => (
              <li key={response.status}>
                <p className="text-xs font-semibold">{response.status}</p>
                {response.schema ? (
                  <SchemaView schema={response.schema} />
                ) : (
                  <p className="text-xs text-muted-foreground">No documented body</p>
                )}
              </li>
            ))}
            {responses.length === 0 && <li className="text-xs text-muted-foreground">Not documented</li>}
          </ul>
        </section>
      </div>
    </details>
  );
}
