import { useState } from "react";
import { Navigate, Outlet } from "react-router";
import { homePath } from "@/app/layouts/navigation";
import { PageLoader } from "@/components/page-loader";
import { useT } from "@/lib/i18n";
import { useSession } from "@/features/auth/hooks/use-session";

/**
 * A page for signed-out visitors (registration): someone who arrives already signed in goes to their own home instead
 * of a form that has nothing to do for them (docs/product.md#screens). Only the arrival counts, so a visitor who
 * registers here is left to the form's own next step.
 */
export function RedirectSignedIn() {
  const { t } = useT();
  const { user, isLoading } = useSession();
  const [arrival, setArrival] = useState<"pending" | "signed-in" | "signed-out">("pending");
  if (arrival === "pending" && !isLoading) setArrival(user ? "signed-in" : "signed-out");

  if (arrival === "pending") return <PageLoader label={t("app:session.checking")} />;
  if (arrival === "signed-in" && user) {
    return <Navigate to={user.role === "admin" ? "/admin" : homePath(user)} replace />;
  }
  return <Outlet />;
}
