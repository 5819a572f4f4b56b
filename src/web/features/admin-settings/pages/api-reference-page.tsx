import { PageLoader } from "@/components/page-loader";
import { useOpenApiDocument } from "@/features/admin-settings/api/get-openapi-document";
import { OperationItem } from "@/features/admin-settings/components/operation-item";
import { LoadFailures } from "@/features/admin/components/load-failures";
import { groupOperations } from "@/features/admin-settings/lib/openapi-reference";
import { AdminToolHeader } from "@/features/admin-settings/components/admin-tool-header";
import { usePageMeta } from "@/lib/use-page-meta";

/** The API reference for admins and integrators, read from the server's own OpenAPI document. */
export function ApiReferencePage() {
  usePageMeta({ title: "API reference", description: "Every operation of the API, grouped by area." });
  const document = useOpenApiDocument();
  return (
    <div className="space-y-6">
      <AdminToolHeader
        title="API reference"
        description={
          <>
            Generated from the server&apos;s schemas; the machine-readable document is{" "}
            <a href="/api/openapi.json" className="font-mono underline underline-offset-2">
              /api/openapi.json
            </a>{" "}
            (OpenAPI 3.1).
          </>
        }
      />
      {document.isPending && <PageLoader label="Loading the API reference" />}
      <LoadFailures failures={[document.isError && "The API reference could not be loaded"]} />
      {document.data &&
        groupOperations(document.data.paths).map((group) => (
          <section key={group.tag} aria-labelledby={`api-tag-${group.tag}`} className="space-y-2">
            <h2 id={`api-tag-${group.tag}`} className="text-lg font-semibold capitalize">
              {group.tag}
            </h2>
            {group.operations.map((operation) => (
              <OperationItem key={`${operation.method} ${operation.path}`} operation={operation} />
            ))}
          </section>
        ))}
    </div>
  );
}
