import { useSyncExternalStore } from "react";
import {
  getInstallOffer,
  isAndroid,
  isInstallDismissed,
  isIos,
  isStandalone,
  subscribeInstallOffer,
  type BeforeInstallPromptEvent,
} from "@/lib/install-prompt";

/** What the install banner offers: Chromium's install prompt on Android, or the iOS Home Screen hint. */
export type InstallOffer = { kind: "android"; prompt: BeforeInstallPromptEvent } | { kind: "ios" };

const IOS_HINT: InstallOffer = { kind: "ios" };
let lastPrompt: BeforeInstallPromptEvent | null = null;
let lastOffer: InstallOffer | null = null;

/** A stable snapshot per install event, as useSyncExternalStore requires. */
function currentOffer(): InstallOffer | null {
  if (isStandalone() || isInstallDismissed()) return null;
  // Spec §2: the banner is for Android; iOS delivers push only to installed apps, so it gets a hint instead.
  if (isIos()) return IOS_HINT;
  const prompt = isAndroid() ? getInstallOffer() : null;
  if (prompt !== lastPrompt) {
    lastPrompt = prompt;
    lastOffer = prompt ? { kind: "android", prompt } : null;
  }
  return lastOffer;
}

/** The install offer the banner should make now, or null (installed, dismissed, or nothing offered). */
export function useInstallOffer(): InstallOffer | null {
  return useSyncExternalStore(subscribeInstallOffer, currentOffer, () => null);
}
