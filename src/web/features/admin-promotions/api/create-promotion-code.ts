import { promotionCodeSchema, type PromotionCode, type PromotionCodeInput } from "@shared/promotions";
import { apiFetch } from "@/lib/api-client";
import { useApiMutation } from "@/lib/use-api-mutation";
import { adminKeys } from "@/features/admin/api/query-keys";

export function createPromotionCode(body: PromotionCodeInput): Promise<PromotionCode> {
  return apiFetch("/api/admin/promotion-codes", { method: "POST", body, schema: promotionCodeSchema });
}

/** The form shows a refusal itself (a taken code under its field). */
export function useCreatePromotionCode() {
  return useApiMutation({ errorToast: false, mutationFn: createPromotionCode, invalidates: [adminKeys.promotions()] });
}
