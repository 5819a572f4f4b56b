import { prerenderedPageAt } from "@shared/pages";
import { PUBLIC_PAGES } from "@/app/public-pages";
import { listenForInstallOffer } from "@/lib/install-prompt";
import "@/index.css";

// The entry of the prerendered public pages (docs/decisions/0018-lean-public-entry.md): the page is readable from its
// HTML and CSS, so the code that takes it over (public-start.tsx and the page's chunk) is asked for once the browser
// has painted it, and does not share the network with the first paint. The browser may offer installation before
// that code is here, so the offer is listened for now.

listenForInstallOffer();

const page = prerenderedPageAt(window.location.pathname);
requestAnimationFrame(() => {
  setTimeout(() => {
    if (page) void PUBLIC_PAGES[page.path]().catch(() => undefined);
    void import("@/public-start");
  });
});
