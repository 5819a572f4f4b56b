import type { RecordViewBody } from "@shared/positions";
import { apiFetch } from "@/lib/api-client";
import { useApiMutation } from "@/lib/use-api-mutation";

export async function recordView(id: string, body: RecordViewBody): Promise<void> {
  await apiFetch(`/api/positions/${encodeURIComponent(id)}/views`, { method: "POST", body });
}

/** docs/product.md#metrics: opening details or a chart counts as a view; a failure to count never bothers the member. */
export function useRecordView() {
  return useApiMutation({
    errorToast: false,
    mutationFn: ({ id, kind }: { id: string } & RecordViewBody) => recordView(id, { kind }),
  });
}
