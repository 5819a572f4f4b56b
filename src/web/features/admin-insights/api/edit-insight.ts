import { insightSchema, type Insight, type InsightFields } from "@shared/insights";
import { apiFetch } from "@/lib/api-client";
import { useApiMutation } from "@/lib/use-api-mutation";
import { insightsKeys } from "@/features/insights/api/query-keys";

/** Saves an edit of an insight; nobody is notified again. */
export function editInsight({ id, input }: { id: string; input: InsightFields }): Promise<Insight> {
  return apiFetch(`/api/admin/insights/${encodeURIComponent(id)}`, {
    method: "PUT",
    body: input,
    schema: insightSchema,
  });
}

/** The form shows its own failure (docs/architecture.md, client errors). */
export function useEditInsight() {
  return useApiMutation({ errorToast: false, mutationFn: editInsight, invalidates: [insightsKeys.all] });
}
