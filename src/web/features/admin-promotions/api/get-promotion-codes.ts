import { queryOptions, useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { promotionCodeSchema, type PromotionCode } from "@shared/promotions";
import { apiFetch } from "@/lib/api-client";
import { adminKeys } from "@/features/admin/api/query-keys";

export function getPromotionCodes(): Promise<PromotionCode[]> {
  return apiFetch("/api/admin/promotion-codes", { schema: z.array(promotionCodeSchema) });
}

export function promotionCodesQueryOptions() {
  return queryOptions({ queryKey: adminKeys.promotions(), queryFn: getPromotionCodes });
}

export function usePromotionCodes() {
  return useQuery(promotionCodesQueryOptions());
}
