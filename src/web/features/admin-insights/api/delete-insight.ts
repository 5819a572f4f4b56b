import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api-client";
import { insightsKeys } from "@/features/insights/api/query-keys";

export async function deleteInsight(id: string): Promise<void> {
  await apiFetch(`/api/admin/insights/${encodeURIComponent(id)}`, { method: "DELETE" });
}

export function useDeleteInsight() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { errorToast: "Could not delete the insight" },
    mutationFn: deleteInsight,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: insightsKeys.all }),
  });
}
