import { queryOptions, useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { promotionRedemptionSchema, type PromotionRedemption } from "@shared/promotions";
import { apiFetch } from "@/lib/api-client";
import { adminKeys } from "@/features/admin/api/query-keys";

export function getPromotionRedemptions(codeId: string): Promise<PromotionRedemption[]> {
  return apiFetch(`/api/admin/promotion-codes/${encodeURIComponent(codeId)}/redemptions`, {
    schema: z.array(promotionRedemptionSchema),
  });
}

export function usePromotionRedemptions(codeId: string) {
  return useQuery(
    queryOptions({ queryKey: adminKeys.redemptions(codeId), queryFn: () => getPromotionRedemptions(codeId) }),
  );
}
