import { existsSync } from "node:fs";

/** Debian's Chromium installed with apt: Playwright never downloads a browser here. */
export const CHROMIUM_PATH = "/usr/bin/chromium";

/**
 * Debian's headless shell (apt-get install -y chromium-headless-shell): the same Chromium without the window's own
 * UI, which the full browser draws even headless (its address bar's popup is a renderer of its own). Journeys ran a
 * quarter faster in it on two cores. The full browser stands in where it is missing.
 */
const HEADLESS_SHELL_PATH = "/usr/lib/chromium/chromium-headless-shell";
export const JOURNEY_BROWSER_PATH = existsSync(HEADLESS_SHELL_PATH) ? HEADLESS_SHELL_PATH : CHROMIUM_PATH;

export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

/**
 * For journeys about notification permission (the push card, browser notifications, installing the app): the
 * headless shell answers every permission request "denied", so the app rightly never offers push there. Such journeys
 * need the service worker too, which the others go without (playwright.config.ts). `test.use(FULL_BROWSER)` at the
 * top of such a file.
 */
export const FULL_BROWSER = {
  launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  serviceWorkers: "allow",
} as const;
