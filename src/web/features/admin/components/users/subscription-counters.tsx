import type { SubscriptionStatus } from "@shared/users";
import { NO_VALUE } from "@shared/format";
import { useAdminStats } from "@/features/admin/api/get-admin-stats";

const COUNTERS: [SubscriptionStatus, string][] = [
  ["trial", "Trial"],
  ["standard", "Standard"],
  ["premium", "Premium"],
  ["inactive", "Inactive"],
];

/** Trial, Standard, Premium, Inactive, counted on the server over every member (not just this page). */
export function SubscriptionCounters() {
  const stats = useAdminStats();
  const counts = stats.data?.subscriptionCounts;
  return (
    <dl className="grid grid-cols-4 gap-2">
      {COUNTERS.map(([status, label]) => (
        <div key={status} className="flex flex-col items-center rounded-lg border bg-card px-1 py-2">
          <dt className="text-xs text-muted-foreground">{label}</dt>
          <dd className="tabular text-lg font-bold">{counts ? counts[status] : NO_VALUE}</dd>
        </div>
      ))}
    </dl>
  );
}
