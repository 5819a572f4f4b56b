import { promotionCodeSchema, type PromotionCode } from "@shared/promotions";
import { apiFetch } from "@/lib/api-client";
import { useApiMutation } from "@/lib/use-api-mutation";
import { adminKeys } from "@/features/admin/api/query-keys";

export function deactivatePromotionCode(id: string): Promise<PromotionCode> {
  return apiFetch(`/api/admin/promotion-codes/${encodeURIComponent(id)}/deactivate`, {
    method: "POST",
    schema: promotionCodeSchema,
  });
}

export function useDeactivatePromotionCode() {
  return useApiMutation({ mutationFn: deactivatePromotionCode, invalidates: [adminKeys.promotions()] });
}
