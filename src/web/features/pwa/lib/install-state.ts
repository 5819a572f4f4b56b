import { INSTALL_DISMISSED_KEY } from "@shared/pwa";

/** Running as the installed app: nothing to offer. */
export function isStandalone(): boolean {
  const iosStandalone = (navigator as Navigator & { standalone?: boolean }).standalone === true;
  return iosStandalone || window.matchMedia("(display-mode: standalone)").matches;
}

export function isInstallDismissed(): boolean {
  try {
    return localStorage.getItem(INSTALL_DISMISSED_KEY) === "true";
  } catch {
    // Storage blocked (private mode): treat as not dismissed; the banner still closes for this visit.
    return false;
  }
}

export function rememberInstallDismissed(): void {
  try {
    localStorage.setItem(INSTALL_DISMISSED_KEY, "true");
  } catch (error) {
    console.warn("Could not remember the install banner's dismissal", error);
  }
}
