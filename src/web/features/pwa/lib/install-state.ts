import { INSTALL_DISMISSED_KEY } from "@shared/pwa";
import { isFlagged, rememberFlag } from "@/lib/device-flag";

/** Running as the installed app: nothing to offer. */
export function isStandalone(): boolean {
  const iosStandalone = (navigator as Navigator & { standalone?: boolean }).standalone === true;
  return iosStandalone || window.matchMedia("(display-mode: standalone)").matches;
}

export const isInstallDismissed = (): boolean => isFlagged(INSTALL_DISMISSED_KEY);

export const rememberInstallDismissed = (): void => rememberFlag(INSTALL_DISMISSED_KEY);
