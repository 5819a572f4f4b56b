import { lazy, Suspense } from "react";

const Questions = lazy(() =>
  import("@/features/subscriptions/components/plans-faq-questions").then(({ Questions }) => ({ default: Questions })),
);

/**
 * The questions open and close without a script: their code and text load once the page is interactive, not in its
 * first download (the prerendered page has them meanwhile).
 */
export function PlansFaq() {
  return (
    <Suspense>
      <Questions />
    </Suspense>
  );
}
