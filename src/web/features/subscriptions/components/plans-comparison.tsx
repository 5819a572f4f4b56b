import { lazy, Suspense } from "react";

// A table needs no script: its code and text load once the page is interactive, not in its first download; the
// prerendered page shows it meanwhile.
const Comparison = lazy(() =>
  import("@/features/subscriptions/components/plans-comparison-table").then(({ Comparison }) => ({
    default: Comparison,
  })),
);

/** `earlyAccessMinutes`: an admin's setting; its row shows while it is on, with the delay the server applies. */
export function PlansComparison({ earlyAccessMinutes }: { earlyAccessMinutes: number }) {
  return (
    <Suspense>
      <Comparison earlyAccessMinutes={earlyAccessMinutes} />
    </Suspense>
  );
}
