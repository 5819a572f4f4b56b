import { QueryClientProvider } from "@tanstack/react-query";
import { Suspense, lazy } from "react";
import { RouterProvider } from "react-router/dom";
import { router } from "@/app/router";
import { meQueryOptions } from "@/features/auth/api/get-me";
import { isSignOutPending } from "@/features/auth/lib/pending-sign-out";
import { queryClient } from "@/lib/query-client";

// Every screen waits on the session check: it starts now, while the first route's code downloads.
void queryClient.prefetchQuery(meQueryOptions());
// A sign-out the server never confirmed (the tab was closed first) is asked for again; only then is its code loaded.
if (isSignOutPending()) {
  void import("@/features/auth/lib/sign-out").then(({ resumePendingSignOut }) => resumePendingSignOut(queryClient));
}

// No screen toasts before it has rendered once, so the toast code stays out of the first download.
const Toaster = lazy(async () => ({ default: (await import("@/components/ui/toaster")).Toaster }));
// Sensitive changes may ask to confirm it is the person (docs/product.md#accounts); never before a first render.
const StepUpDialog = lazy(async () => ({
  default: (await import("@/features/auth/components/step-up-dialog")).StepUpDialog,
}));

export function AppProviders() {
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <Suspense fallback={null}>
        <Toaster />
        <StepUpDialog />
      </Suspense>
    </QueryClientProvider>
  );
}
