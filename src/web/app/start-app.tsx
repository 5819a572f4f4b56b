import "@/lib/zod-without-eval";
import { StrictMode, startTransition } from "react";
import { flushSync } from "react-dom";
import { createRoot, hydrateRoot } from "react-dom/client";
import { RouterProvider } from "react-router/dom";
import { browserLanguage, startTranslation } from "@/app/member-translation";
import { AppProviders } from "@/app/providers";
import { createAppRouter, loadRouteModules } from "@/app/router";
import { meQueryKey } from "@/features/auth/api/get-me";
import { pageLanguage } from "@/lib/i18n";
import { queryClient } from "@/lib/query-client";
import { ROOT_OPTIONS } from "@/lib/root-options";
import { markNothingToTakeOver } from "@/lib/use-hydrated";

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
 * a slow phone responsive. It starts in the language of the markup it takes over, else the browser's (the member's own,
 * stored on their account, follows once the session check answers); that language's catalogues load first.
 */
export function startApp(container: HTMLElement, takeOver: boolean): void {
  void startTranslation(takeOver ? pageLanguage() : browserLanguage())
    .catch((error: unknown) => console.warn("The language could not load", error))
    .then(() => render(container, takeOver));
}

function render(container: HTMLElement, takeOver: boolean): void {
  startTransition(() => {
    if (takeOver) {
      hydrateRoot(container, app(), ROOT_OPTIONS);
    } else {
      markNothingToTakeOver();
      container.replaceChildren();
      createRoot(container, ROOT_OPTIONS).render(app());
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
  // The public page's language, whether the server chose it or the visitor did in the switcher.
  await Promise.all([loadRouteModules(), startTranslation(pageLanguage())]);
  leave();
  markNothingToTakeOver();
  const root = createRoot(container, ROOT_OPTIONS);
  flushSync(() => root.render(app()));
}
