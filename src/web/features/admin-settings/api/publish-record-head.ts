import { useMutation, useQueryClient } from "@tanstack/react-query";
import { publishHeadAnswerSchema, type PublishHeadAnswer } from "@shared/track-record";
import { apiFetch } from "@/lib/api-client";
import { trackRecordKeys } from "@/lib/track-record-api";

export function publishRecordHead(): Promise<PublishHeadAnswer> {
  return apiFetch("/api/admin/track-record/heads", { method: "POST", schema: publishHeadAnswerSchema });
}

/** The public record lists the heads: it is fetched again after one is published. */
export function usePublishRecordHead() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { errorToast: "Failed to publish the record's head" },
    mutationFn: publishRecordHead,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: trackRecordKeys.all }),
  });
}
