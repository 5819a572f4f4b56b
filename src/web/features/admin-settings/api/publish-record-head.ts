import { publishHeadAnswerSchema, type PublishHeadAnswer } from "@shared/track-record";
import { apiFetch } from "@/lib/api-client";
import { trackRecordKeys } from "@/lib/track-record-api";
import { useApiMutation } from "@/lib/use-api-mutation";

export function publishRecordHead(): Promise<PublishHeadAnswer> {
  return apiFetch("/api/admin/track-record/heads", { method: "POST", schema: publishHeadAnswerSchema });
}

/** The public record lists the heads: it is fetched again after one is published. */
export function usePublishRecordHead() {
  return useApiMutation({
    errorToast: "Failed to publish the record's head",
    mutationFn: publishRecordHead,
    invalidates: [trackRecordKeys.all],
  });
}
