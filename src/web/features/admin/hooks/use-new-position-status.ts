import { defaultNewPositionStatus, type PositionStatus } from "@shared/positions";
import { useAdminSettings } from "@/features/admin/api/get-admin-settings";

/**
 * The status a new position starts with, from the stored auto-publish switch (docs/product.md#admin); undefined while
 * the settings load, so an editor never opens with a guess. A failed load falls back to a draft, the safe side.
 */
export function useNewPositionStatus(): PositionStatus | undefined {
  const settings = useAdminSettings();
  if (settings.isPending) return undefined;
  return defaultNewPositionStatus(settings.data?.autoPublish ?? false);
}
