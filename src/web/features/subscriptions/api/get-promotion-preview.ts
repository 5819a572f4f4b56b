import { queryOptions, useQuery } from "@tanstack/react-query";
import type { PlanType } from "@shared/plans";
import type { PromotionPreview } from "@shared/promotions";
import { apiFetch } from "@/lib/api-client";

/** GET /api/promotion-codes/:code?plan=: the code applied to a plan, or the server's reason it cannot be. */
export async function getPromotionPreview(code: string, plan: PlanType): Promise<PromotionPreview> {
  // The schema module brings zod, which the prerendered plans page does not load for a visitor without a code (ADR 3).
  const { promotionPreviewSchema } = await import("@shared/promotions");
  const path = `/api/promotion-codes/${encodeURIComponent(code)}?plan=${plan}`;
  return apiFetch(path, { schema: promotionPreviewSchema });
}

/** Keyed by who asks too: a once-per-member code reads differently for a member who has used it. */
export function promotionPreviewQueryOptions(code: string, plan: PlanType, viewerId: string | null) {
  return queryOptions({
    queryKey: ["promotion-codes", code, plan, viewerId] as const,
    queryFn: () => getPromotionPreview(code, plan),
  });
}

export function usePromotionPreview(code: string | null, plan: PlanType, viewerId: string | null) {
  return useQuery({ ...promotionPreviewQueryOptions(code ?? "", plan, viewerId), enabled: code !== null });
}
