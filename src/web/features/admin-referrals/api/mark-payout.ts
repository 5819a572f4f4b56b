import { payoutSchema, type Payout } from "@shared/referrals";
import { apiDownload, apiFetch } from "@/lib/api-client";
import { saveFile } from "@/lib/save-file";
import { useApiMutation } from "@/lib/use-api-mutation";
import { adminKeys } from "@/features/admin/api/query-keys";

export interface PayoutRequest {
  userId: string;
  amountCents: number;
  /** Made when the dialog opens: pressing twice, or a retried request, pays once. */
  idempotencyKey: string;
}

export function markPayout({ userId, ...body }: PayoutRequest): Promise<Payout> {
  return apiFetch(`/api/admin/referrals/affiliates/${encodeURIComponent(userId)}/payouts`, {
    method: "POST",
    body,
    schema: payoutSchema,
  });
}

export function useMarkPayout() {
  return useApiMutation({ mutationFn: markPayout, invalidates: [adminKeys.referrals()] });
}

/** The payout report, through the API client so the second-factor dialog appears when the server asks. */
export async function downloadPayoutReport(): Promise<void> {
  const { blob, fileName } = await apiDownload("/api/admin/referrals/payouts.csv");
  saveFile(blob, fileName);
}

export function useDownloadPayoutReport() {
  return useApiMutation({ mutationFn: downloadPayoutReport, errorToast: "Failed to download the payout report" });
}
