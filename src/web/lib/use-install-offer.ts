import { useSyncExternalStore } from "react";
import {
  getInstallOffer,
  isAndroid,
  isIos,
  subscribeInstallOffer,
  type BeforeInstallPromptEvent,
} from "@/lib/install-prompt";

/** What the install banner offers: Chromium's install prompt on Android, or the iOS Home Screen hint. */
export type InstallOffer = { kind: "android"; prompt: BeforeInstallPromptEvent } | { kind: "ios" };

const IOS_HINT: InstallOffer = { kind: "ios" };
let lastPrompt: BeforeInstallPromptEvent | null = null;
let lastOffer: InstallOffer | null = null;

/**
 * A stable snapshot per install event, as useSyncExternalStore requires. Whether the app already runs installed
 * or the banner was dismissed, the banner itself checks: that code need not be in the first download.
 */
function currentOffer(): InstallOffer | null {
  // The banner is for Android; iOS delivers push only to installed apps, so it gets a hint instead.
  if (isIos()) return IOS_HINT;
  const prompt = isAndroid() ? getInstallOffer() : null;
  if (prompt !== lastPrompt) {
    lastPrompt = prompt;
    lastOffer = prompt ? { kind: "android", prompt } : null;
  }
  return lastOffer;
}

/** The install offer the banner may make now, or null (nothing offered on this device). */
export function useInstallOffer(): InstallOffer | null {
  return useSyncExternalStore(subscribeInstallOffer, currentOffer, () => null);
}
