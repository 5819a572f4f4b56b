import { queryOptions, useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { apiFetch } from "@/lib/api-client";
import { adminKeys } from "@/features/admin/api/query-keys";

/** The parts of the server's OpenAPI document the reference reads; operations are checked one by one later. */
const openApiDocumentSchema = z.object({
  info: z.object({ title: z.string(), version: z.string() }),
  paths: z.record(z.string(), z.record(z.string(), z.unknown())),
});

export type OpenApiDocument = z.infer<typeof openApiDocumentSchema>;

export function getOpenApiDocument(): Promise<OpenApiDocument> {
  return apiFetch("/api/openapi.json", { schema: openApiDocumentSchema });
}

export function openApiDocumentQueryOptions() {
  // The document changes only with a deployment.
  return queryOptions({ queryKey: adminKeys.openApi(), queryFn: getOpenApiDocument, staleTime: Infinity });
}

export function useOpenApiDocument() {
  return useQuery(openApiDocumentQueryOptions());
}
