/** Chromium's offer to install the app (not in the DOM typings). */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: "accepted" | "dismissed"; platform?: string }>;
}

let offer: BeforeInstallPromptEvent | null = null;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

/**
 * Keeps the browser's install offer for the banner. It is listened for from the first script, since
 * the browser may offer before the banner's code has loaded.
 */
export function listenForInstallOffer(): void {
  window.addEventListener("beforeinstallprompt", (event) => {
    // Our banner asks instead of the browser's own mini-infobar.
    event.preventDefault();
    offer = event as BeforeInstallPromptEvent;
    notify();
  });
  window.addEventListener("appinstalled", () => takeInstallOffer());
}

export function subscribeInstallOffer(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const getInstallOffer = (): BeforeInstallPromptEvent | null => offer;

/** An offer can be prompted once; whoever prompts takes it. */
export function takeInstallOffer(): BeforeInstallPromptEvent | null {
  const taken = offer;
  offer = null;
  notify();
  return taken;
}

export const isAndroid = (): boolean => /Android/i.test(navigator.userAgent);

/** iPadOS reports itself as a Mac; touch tells them apart. */
export const isIos = (): boolean =>
  /iPad|iPhone|iPod/.test(navigator.userAgent) ||
  (/Macintosh/.test(navigator.userAgent) && navigator.maxTouchPoints > 1);
