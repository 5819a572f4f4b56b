import { startApp } from "@/app/start-app";
import { loadRouteModules } from "@/app/router";
import { meQueryKey, meQueryOptions } from "@/features/auth/api/get-me";
import { isSignOutPending } from "@/features/auth/lib/pending-sign-out";
import { listenForInstallOffer } from "@/lib/install-prompt";
import { queryClient } from "@/lib/query-client";
import { SIGNED_OUT_META } from "@shared/pages";
import { registerServiceWorker } from "@/app/service-worker";
import "@/index.css";

listenForInstallOffer();
registerServiceWorker();

const root = document.getElementById("root");
if (!root) throw new Error("The #root element is missing from index.html");
const container: HTMLElement = root;

// The member app's entry (index.html): what the server sends to a visitor with a session and for every page that is
// not prerendered. The prerendered public pages load public-main.tsx instead
// (docs/decisions/0018-lean-public-entry.md); markup in #root is still taken over, should a page arrive with it (the
// server sends a prerendered page only to a visitor without a live session, so it starts signed out), and so does a
// shell the server marked as sent to a visitor without one. Any other page waits on the session check, which starts
// now, while the page's code downloads.
const prerendered = container.hasChildNodes();
const sentSignedOut =
  document.querySelector(`meta[name="${SIGNED_OUT_META.name}"]`)?.getAttribute("content") === SIGNED_OUT_META.content;
if (prerendered || sentSignedOut) queryClient.setQueryData(meQueryKey, null);
else void queryClient.prefetchQuery(meQueryOptions());
// A sign-out the server never confirmed (the tab was closed first) is asked for again; only then is its code loaded.
if (isSignOutPending()) {
  void import("@/features/auth/lib/sign-out").then(({ resumePendingSignOut }) => resumePendingSignOut(queryClient));
}

// Not a top-level await: the entry would then wait on the page's chunk while that chunk imports from the entry.
if (prerendered) void loadRouteModules().then((loaded) => startApp(container, loaded));
else startApp(container, false);
