import { insightSchema, type Insight, type InsightFields } from "@shared/insights";
import { apiFetch } from "@/lib/api-client";
import { useApiMutation } from "@/lib/use-api-mutation";
import { insightsKeys } from "@/features/insights/api/query-keys";

/** Publishes an insight: Pro members are notified live and by push (docs/product.md#market-insights). */
export function publishInsight(input: InsightFields): Promise<Insight> {
  return apiFetch("/api/admin/insights", { method: "POST", body: input, schema: insightSchema });
}

/** The form shows its own failure (docs/architecture.md, client errors). */
export function usePublishInsight() {
  return useApiMutation({ errorToast: false, mutationFn: publishInsight, invalidates: [insightsKeys.all] });
}
