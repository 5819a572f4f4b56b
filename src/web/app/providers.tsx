import { QueryClientProvider } from "@tanstack/react-query";
import { Suspense, lazy } from "react";
import { RouterProvider } from "react-router/dom";
import { router } from "@/app/router";
import { meQueryOptions } from "@/features/auth/api/get-me";
import { queryClient } from "@/lib/query-client";

// Every screen waits on the session check: it starts now, while the first route's code downloads.
void queryClient.prefetchQuery(meQueryOptions());

// No screen toasts before it has rendered once, so the toast code stays out of the first download.
const Toaster = lazy(async () => ({ default: (await import("@/components/ui/toaster")).Toaster }));

export function AppProviders() {
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <Suspense fallback={null}>
        <Toaster />
      </Suspense>
    </QueryClientProvider>
  );
}
