import { Clock } from "lucide-react";
import { holdsPlanFeature } from "@shared/plan-features";
import { useSession } from "@/features/auth/hooks/use-session";
import { useNextRelease } from "@/features/positions/api/get-next-release";
import { useDateFormat } from "@/lib/display-time-zone";
import { useT } from "@/lib/i18n";

/**
 * docs/product.md#early-access: a member without early access is told, calmly, that an entry is live for Pro members
 * and when it reaches them; nothing else of it.
 */
export function EarlyAccessNotice() {
  const { t } = useT();
  const { user } = useSession();
  const next = useNextRelease({ enabled: user !== null && !holdsPlanFeature(user, "earlyAccess") });
  const { dateTime } = useDateFormat();
  const at = next.data?.at;
  if (!at) return null;
  return (
    <p
      role="status"
      className="flex items-start gap-2 rounded-lg border bg-card px-4 py-3 text-sm text-muted-foreground"
    >
      <Clock className="mt-0.5 size-4 shrink-0 text-info" aria-hidden />
      <span>{t("positions:earlyAccess.notice", { time: dateTime(at) })}</span>
    </p>
  );
}
