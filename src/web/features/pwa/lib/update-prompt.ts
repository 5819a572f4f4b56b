import { SKIP_WAITING_MESSAGE } from "@shared/pwa";
import { pageText } from "@/lib/page-text";

const UPDATE_TOAST_ID = "app-update";

/** Hands the page to the waiting worker and reloads once it is in control, so the page runs the new version. */
function activate(worker: ServiceWorker): void {
  navigator.serviceWorker.addEventListener("controllerchange", () => window.location.reload(), { once: true });
  worker.postMessage(SKIP_WAITING_MESSAGE);
}

async function offerUpdate(worker: ServiceWorker): Promise<void> {
  // The toast code and the prompt's words (in the page's language) are only needed once there is something to offer.
  const [{ toast }, title, description, reload] = await Promise.all([
    import("sonner"),
    pageText("install:update.title"),
    pageText("install:update.description"),
    pageText("install:update.reload"),
  ]);
  toast(title, {
    id: UPDATE_TOAST_ID,
    description,
    // Stays until the member acts: reloading mid-task is their call, not ours.
    duration: Number.POSITIVE_INFINITY,
    action: { label: reload, onClick: () => activate(worker) },
  });
}

/**
 * A new worker waits while this page still runs the old version (its precache keeps the old screens loadable);
 * the member is offered the switch. A first install has no controller yet and needs no prompt.
 */
export function offerUpdatesOf(registration: ServiceWorkerRegistration): void {
  const offerIfWaiting = () => {
    if (registration.waiting && navigator.serviceWorker.controller) void offerUpdate(registration.waiting);
  };
  offerIfWaiting();
  registration.addEventListener("updatefound", () => {
    const installing = registration.installing;
    installing?.addEventListener("statechange", () => {
      if (installing.state === "installed") offerIfWaiting();
    });
  });
}
