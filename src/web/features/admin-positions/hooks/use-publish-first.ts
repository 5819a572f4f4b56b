import { DEFAULT_ADMIN_SETTINGS } from "@shared/admin-settings";
import { useAdminSettings } from "@/features/admin-settings/api/get-admin-settings";

/**
 * docs/product.md#drafts: whether an editor's main button (and Enter) publishes a new position or keeps it as a
 * draft, from the stored auto-publish switch. The other is always one tap away. While the settings load, the default;
 * if they cannot be read, the draft, the safe side.
 */
export function usePublishFirst(): boolean {
  const settings = useAdminSettings();
  if (settings.isError) return false;
  return settings.data?.autoPublish ?? DEFAULT_ADMIN_SETTINGS.autoPublish;
}
