import "@/lib/zod-without-eval";
import { StrictMode, startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { RouterProvider } from "react-router/dom";
import { AppProviders } from "@/app/providers";
import { createAppRouter, loadPrerenderedRoute } from "@/app/router";
import { meQueryKey, meQueryOptions } from "@/features/auth/api/get-me";
import { isSignOutPending } from "@/features/auth/lib/pending-sign-out";
import { listenForInstallOffer } from "@/lib/install-prompt";
import { queryClient } from "@/lib/query-client";
import { registerServiceWorker } from "@/app/service-worker";
import "@/index.css";

listenForInstallOffer();
registerServiceWorker();

const root = document.getElementById("root");
if (!root) throw new Error("The #root element is missing from index.html");
const container: HTMLElement = root;

// A public page arrives prerendered (docs/decisions/0011-prerendered-public-pages.md). The server sends it only to a
// visitor without a live session, so it starts signed out; any other page waits on the session check, which starts
// now, while the page's code downloads.
const prerendered = container.hasChildNodes();
if (prerendered) queryClient.setQueryData(meQueryKey, null);
else void queryClient.prefetchQuery(meQueryOptions());
// A sign-out the server never confirmed (the tab was closed first) is asked for again; only then is its code loaded.
if (isSignOutPending()) {
  void import("@/features/auth/lib/sign-out").then(({ resumePendingSignOut }) => resumePendingSignOut(queryClient));
}

/**
 * The router starts once the page's code is there. As a transition the first render (or the take-over of the
 * prerendered page) yields to the browser every few milliseconds instead of blocking the main thread for its whole
 * length, which keeps a slow phone responsive.
 */
function start(takeOver: boolean) {
  const app = (
    <StrictMode>
      <AppProviders client={queryClient}>
        <RouterProvider router={createAppRouter()} />
      </AppProviders>
    </StrictMode>
  );
  startTransition(() => {
    if (takeOver) {
      hydrateRoot(container, app);
    } else {
      container.replaceChildren();
      createRoot(container).render(app);
    }
  });
}

// Not a top-level await: the entry would then wait on the page's chunk while that chunk imports from the entry.
if (prerendered) void loadPrerenderedRoute().then(start);
else start(false);
