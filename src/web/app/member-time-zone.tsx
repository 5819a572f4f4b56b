import type { ReactNode } from "react";
import { useNotificationPreferences } from "@/features/account/api/get-notification-preferences";
import { useSession } from "@/features/auth/hooks/use-session";
import { MemberTimeZoneProvider } from "@/lib/display-time-zone";

/** Every date on screen follows the signed-in member's saved time zone (docs/product.md#time-zone). */
export function MemberTimeZone({ children }: { children: ReactNode }) {
  const { user } = useSession();
  const preferences = useNotificationPreferences(user !== null);
  const timeZone = user ? (preferences.data?.timeZone ?? null) : null;
  return <MemberTimeZoneProvider value={timeZone}>{children}</MemberTimeZoneProvider>;
}
