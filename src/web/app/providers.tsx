import { QueryClientProvider, type QueryClient } from "@tanstack/react-query";
import { Suspense, lazy, type ComponentType, type ReactNode } from "react";
import type { Position } from "@shared/positions";
import { MemberTimeZone } from "@/app/member-time-zone";
import { MemberTranslation } from "@/app/member-translation";
import { MeSession } from "@/features/auth/components/me-session";
import { useSession } from "@/features/auth/hooks/use-session";
import { PositionExtrasProvider } from "@/lib/position-extras";
import { useHydrated } from "@/lib/use-hydrated";

/**
 * A part around the screens, loaded after the first render. Its chunk failing to load (a deploy replaced it, the
 * network dropped) leaves that part out, never the page: with no boundary around it, the error would blank the app.
 */
const extra = <M,>(load: () => Promise<M>, pick: (module: M) => ComponentType) =>
  lazy<ComponentType>(() =>
    load().then(
      (module) => ({ default: pick(module) }),
      () => ({ default: () => null }),
    ),
  );

// No screen toasts before it has rendered once, so the toast code stays out of the first download.
const Toaster = extra(
  () => import("@/components/ui/toaster"),
  (module) => module.Toaster,
);
// Sensitive changes may ask to confirm it is the person (docs/product.md#accounts); never before a first render.
const StepUpDialog = extra(
  () => import("@/features/auth/components/step-up-dialog"),
  (module) => module.StepUpDialog,
);

// A member's own trade in a position's details (docs/product.md#portfolio): its code loads when a dialog first shows it.
const TakenTradePanel = lazy(() =>
  import("@/features/portfolio/components/taken-trade-panel").then(
    (module) => ({ default: module.TakenTradePanel }),
    () => ({ default: () => null }),
  ),
);
const takenTrade = (position: Position) => <TakenTradePanel position={position} />;

/** Only a signed-in person makes sensitive changes: a visitor never downloads the dialog and its form code. */
function SignedInStepUp() {
  return useSession().user ? <StepUpDialog /> : null;
}

/**
 * Not part of a prerendered page, so only once React has taken it over (docs/decisions/0011-prerendered-public-pages.md).
 * A leaf of its own: the hydration hook renders its component again after the take-over, and nothing else with it.
 */
function AfterFirstRender() {
  const hydrated = useHydrated();
  if (!hydrated) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
      <SignedInStepUp />
    </Suspense>
  );
}

/** The member app around its router. */
export function AppProviders({ client, children }: { client: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={client}>
      <MeSession>
        <MemberTranslation>
          <PositionExtrasProvider value={takenTrade}>
            <MemberTimeZone>{children}</MemberTimeZone>
          </PositionExtrasProvider>
          <AfterFirstRender />
        </MemberTranslation>
      </MeSession>
    </QueryClientProvider>
  );
}
