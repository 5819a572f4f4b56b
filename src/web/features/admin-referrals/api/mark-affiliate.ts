import { z } from "zod";
import { apiFetch } from "@/lib/api-client";
import { useApiMutation } from "@/lib/use-api-mutation";
import { adminKeys } from "@/features/admin/api/query-keys";

const idSchema = z.object({ id: z.string() });

export function markAffiliate(email: string): Promise<{ id: string }> {
  return apiFetch("/api/admin/referrals/affiliates", { method: "POST", body: { email }, schema: idSchema });
}

/** The form shows its own failure (an unknown address) under its field. */
export function useMarkAffiliate() {
  return useApiMutation({ mutationFn: markAffiliate, invalidates: [adminKeys.referrals()], errorToast: false });
}

export function unmarkAffiliate(userId: string): Promise<{ id: string }> {
  return apiFetch(`/api/admin/referrals/affiliates/${encodeURIComponent(userId)}`, {
    method: "DELETE",
    schema: idSchema,
  });
}

export function useUnmarkAffiliate() {
  return useApiMutation({ mutationFn: unmarkAffiliate, invalidates: [adminKeys.referrals()] });
}
