import "@/lib/zod-without-eval";
import { StrictMode, startTransition } from "react";
import { flushSync } from "react-dom";
import { createRoot, hydrateRoot } from "react-dom/client";
import { RouterProvider } from "react-router/dom";
import { AppProviders } from "@/app/providers";
import { createAppRouter, loadRouteModules } from "@/app/router";
import { meQueryKey } from "@/features/auth/api/get-me";
import { queryClient } from "@/lib/query-client";

const app = () => (
  <StrictMode>
    <AppProviders client={queryClient}>
      <RouterProvider router={createAppRouter()} />
    </AppProviders>
  </StrictMode>
);

/**
 * Starts the member app in `container`. As a transition the first render (or the take-over of prerendered markup)
 * yields to the browser every few milliseconds instead of blocking the main thread for its whole length, which keeps
 * a slow phone responsive.
 */
export function startApp(container: HTMLElement, takeOver: boolean): void {
  startTransition(() => {
    if (takeOver) {
      hydrateRoot(container, app());
    } else {
      container.replaceChildren();
      createRoot(container).render(app());
    }
  });
}

/**
 * The lean public app hands the tab over (docs/decisions/0018-lean-public-entry.md): the address is already the
 * page asked for. Its code loads while the public page stays on screen; then `leave` unmounts the public app and
 * the member app draws the page at once, so nothing blank shows between them. The server sent the public page to a
 * visitor it found signed out, so no session check is needed (as for a prerendered page, ADR 0011).
 */
export async function enterFromPublicPage(container: HTMLElement, leave: () => void): Promise<void> {
  queryClient.setQueryData(meQueryKey, null);
  await loadRouteModules();
  leave();
  const root = createRoot(container);
  flushSync(() => root.render(app()));
}
