import { FlaskConical } from "lucide-react";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { useAdminStats } from "@/features/admin/api/get-admin-stats";

/**
 * Shown on every admin page while the server runs the built-in local checkout: purchases there cost nothing, so
 * no one should read its members' plans or its figures as paid.
 */
export function TestPaymentsBanner() {
  const stats = useAdminStats();
  if (!stats.data?.testPaymentsMode) return null;
  return (
    // On a phone one line, on every tab: the explanation is there for screen readers and from 768 px.
    <Alert variant="warning" className="mb-4 max-md:mb-3 max-md:py-2" aria-label="Test payments">
      <FlaskConical aria-hidden />
      <AlertTitle>
        Test payments<span className="md:hidden">: not charged</span>
      </AlertTitle>
      <AlertDescription className="max-md:sr-only">
        Payments here are not real: the local test checkout grants plans without charging. Revenue shows real payments
        only; test payments are counted apart.
      </AlertDescription>
    </Alert>
  );
}
