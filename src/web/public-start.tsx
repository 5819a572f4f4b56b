// No zod on the public pages; should a part load it (a form schema), its eval probe is off first, as in main.tsx.
import "@/lib/zod-without-eval";
import { StrictMode, startTransition } from "react";
import { hydrateRoot, type Root } from "react-dom/client";
import { languageOfPagePath, prerenderedPageAt } from "@shared/pages";
import { PublicApp, type PublicView } from "@/app/public-app";
import { PAGE_NAMESPACES, PUBLIC_PAGES } from "@/app/public-pages";
import { isSignOutPending } from "@/features/auth/lib/pending-sign-out";
import type { NavigateOptions } from "@/lib/app-navigation";
import { pageLanguage } from "@/lib/i18n";
import { hasNamespaces, loadPublicLanguage, type LoadedLanguage } from "@/lib/public-translation";
import { ROOT_OPTIONS } from "@/lib/root-options";

// The take-over of a prerendered public page (docs/decisions/0018-lean-public-entry.md), loaded by public-main.tsx
// once the page has painted. It takes the page over with the lean public app: no router library, no query client,
// no member code. A move to a page that is not public loads the member app (app/start-app.tsx), which then runs the
// tab as if it had been opened there.
// The service worker's code (and the update prompt's) is not needed before the page is interactive.
const registerWorker = () =>
  void import("@/app/service-worker").then(({ registerServiceWorker }) => registerServiceWorker());
if (document.readyState === "complete") registerWorker();
else window.addEventListener("load", registerWorker, { once: true });

if (isSignOutPending()) {
  void Promise.all([import("@/features/auth/lib/sign-out"), import("@/lib/query-client")]).then(
    ([{ resumePendingSignOut }, { queryClient }]) => resumePendingSignOut(queryClient),
  );
}

const element = document.getElementById("root");
if (!element) throw new Error("The #root element is missing from the page");
const container: HTMLElement = element;
let root: Root | undefined;
/** The hand-over to the member app, once started: from then on the tab is the member app's. */
let entering: Promise<void> | undefined;
let visits = 0;
// The language the page was prerendered in: its catalogues (the frame's and the page's) load with the page's code,
// before the take-over.
const firstPage = prerenderedPageAt(window.location.pathname);
const language: Promise<LoadedLanguage> = loadPublicLanguage(
  pageLanguage(),
  firstPage ? PAGE_NAMESPACES[firstPage.path] : [],
);
let loadedLanguage: LoadedLanguage | undefined;

type How = "push" | "replace" | "pop";

/** React Router keeps a location's state under `usr` in the history entry; the member app reads it from there. */
const historyState = (state: unknown) => ({ usr: state ?? null, key: Math.random().toString(36).slice(2, 10) });

function record(href: string, how: How, state: unknown): void {
  if (how === "push") window.history.pushState(historyState(state), "", href);
  if (how === "replace") window.history.replaceState(historyState(state), "", href);
}

/**
 * Hands the tab to the member app; when its code will not load (a deploy replaced it) the page loads afresh. A move
 * made while its code loads (another link on the page still shown) is only recorded: the member app starts at the
 * address the tab is at by then. Started twice, two member apps drew into one page and broke it (React error 185).
 */
function enterApp(href: string, how: How, state: unknown): Promise<void> {
  window.removeEventListener("popstate", onPopState);
  record(href, how, state);
  entering ??= import("@/app/start-app")
    .then(({ enterFromPublicPage }) => enterFromPublicPage(container, () => root?.unmount()))
    .catch((error: unknown) => {
      console.warn("The app could not load; loading the page afresh", error);
      window.location.reload();
    });
  return entering;
}

/** Shows the public page at `href`, or hands over to the member app for any other page. */
async function visit(href: string, how: How, state?: unknown): Promise<void> {
  // Handing over to the member app: it starts at the address the tab is at.
  if (entering) return record(href, how, state);
  const url = new URL(href, window.location.href);
  const page = prerenderedPageAt(url.pathname);
  if (!page) return enterApp(href, how, state);
  // An address in another language than the one on screen (back past a switch of language): its page in that one.
  const named = languageOfPagePath(url.pathname);
  if (named && named !== pageLanguage()) {
    if (how === "pop") window.location.reload();
    else window.location.assign(href);
    return;
  }
  const visit = ++visits;
  let Page;
  try {
    Page = await PUBLIC_PAGES[page.path]();
    // The catalogues this page shows that the pages before it did not, in the language on screen.
    const namespaces = PAGE_NAMESPACES[page.path];
    if (loadedLanguage && !hasNamespaces(loadedLanguage, namespaces)) {
      const more = await loadPublicLanguage(pageLanguage(), namespaces);
      if (!entering && visit === visits) loadedLanguage = more;
    }
  } catch (error) {
    console.warn("The page's code could not load; loading it afresh", error);
    if (how === "pop") window.location.reload();
    else window.location.assign(href);
    return;
  }
  // A later move (or the member app) has taken over meanwhile.
  if (entering || visit !== visits) return;
  record(href, how, state);
  render({ pathname: page.path, Page });
  if (how === "pop") return;
  if (url.hash) document.getElementById(decodeURIComponent(url.hash.slice(1)))?.scrollIntoView();
  else window.scrollTo({ top: 0 });
}

const navigate = (to: string, options: NavigateOptions = {}) =>
  void visit(to, options.replace ? "replace" : "push", options.state);

function onPopState(): void {
  void visit(window.location.href, "pop");
}

function app(view: PublicView, loaded: LoadedLanguage) {
  return (
    <StrictMode>
      <PublicApp view={view} navigate={navigate} language={loaded} />
    </StrictMode>
  );
}

function render(view: PublicView): void {
  if (loadedLanguage) root?.render(app(view, loadedLanguage));
}

/** The page's code first (its HTML preloads it), then the take-over, as a transition so that it yields to input. */
async function start(): Promise<void> {
  const page = prerenderedPageAt(window.location.pathname);
  if (!page) return enterApp(window.location.href, "pop", null);
  let Page;
  try {
    [Page, loadedLanguage] = await Promise.all([PUBLIC_PAGES[page.path](), language]);
  } catch (error) {
    // The page on screen cannot be used without its code: the member app says so, with a Retry that loads it again.
    console.warn("The page's code could not load", error);
    return enterApp(window.location.href, "pop", null);
  }
  window.addEventListener("popstate", onPopState);
  // The page's own path, as the build rendered it (the server answers /About/ with /about's page too).
  const view = { pathname: page.path, Page };
  startTransition(() => {
    if (loadedLanguage) root = hydrateRoot(container, app(view, loadedLanguage), ROOT_OPTIONS);
  });
}

void start().catch((error: unknown) => {
  console.warn("The page's code could not load", error);
});
