import { QueryClientProvider, type QueryClient } from "@tanstack/react-query";
import { Suspense, lazy, type ReactNode } from "react";
import { MemberTimeZone } from "@/app/member-time-zone";
import { useSession } from "@/features/auth/hooks/use-session";
import { useHydrated } from "@/lib/use-hydrated";

// No screen toasts before it has rendered once, so the toast code stays out of the first download.
const Toaster = lazy(async () => ({ default: (await import("@/components/ui/toaster")).Toaster }));
// Sensitive changes may ask to confirm it is the person (docs/product.md#accounts); never before a first render.
const StepUpDialog = lazy(async () => ({
  default: (await import("@/features/auth/components/step-up-dialog")).StepUpDialog,
}));

/** Only a signed-in person makes sensitive changes: a visitor never downloads the dialog and its form code. */
function SignedInStepUp() {
  return useSession().user ? <StepUpDialog /> : null;
}

/** The app around its router: the browser's, or the build's when it prerenders the public pages. */
export function AppProviders({ client, children }: { client: QueryClient; children: ReactNode }) {
  // Not part of a prerendered page, so only once React has taken it over (docs/decisions/0011-prerendered-public-pages.md).
  const hydrated = useHydrated();
  return (
    <QueryClientProvider client={client}>
      <MemberTimeZone>{children}</MemberTimeZone>
      {hydrated && (
        <Suspense fallback={null}>
          <Toaster />
          <SignedInStepUp />
        </Suspense>
      )}
    </QueryClientProvider>
  );
}
