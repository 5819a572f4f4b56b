import { apiFetch } from "@/lib/api-client";
import { useApiMutation } from "@/lib/use-api-mutation";
import { insightsKeys } from "@/features/insights/api/query-keys";

export async function deleteInsight(id: string): Promise<void> {
  await apiFetch(`/api/admin/insights/${encodeURIComponent(id)}`, { method: "DELETE" });
}

export function useDeleteInsight() {
  return useApiMutation({
    errorToast: "Could not delete the insight",
    mutationFn: deleteInsight,
    invalidates: [insightsKeys.all],
  });
}
