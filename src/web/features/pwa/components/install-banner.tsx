import { Download, Share, X } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { INSTALL_BANNER_DELAY_MS } from "@shared/pwa";
import { BrandMark } from "@/components/brand";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/cn";
import { useNamespacesLoaded, useT } from "@/lib/i18n";
import { richText } from "@/lib/rich-text";
import { takeInstallOffer } from "@/lib/install-prompt";
import { getAppName } from "@/lib/site-info";
import type { InstallOffer } from "@/lib/use-install-offer";
import { isInstallDismissed, isStandalone, rememberInstallDismissed } from "@/features/pwa/lib/install-state";

/** Once the app is installed, it asks for notification permission (only while undecided). */
async function askNotificationPermission(): Promise<void> {
  if (!("Notification" in window) || Notification.permission !== "default") return;
  await Notification.requestPermission();
}

async function install(): Promise<void> {
  const offer = takeInstallOffer();
  if (!offer) return;
  try {
    await offer.prompt();
    const choice = await offer.userChoice;
    if (choice.outcome === "accepted") await askNotificationPermission();
  } catch (error) {
    // Install prompt failures are only logged.
    console.warn("Install prompt failed", error);
  }
}

/**
 * What is left of the 3 s since the offer: the banner's code loads on demand, and a slow load must not push the
 * banner later. Chromium's offer is an event with its own time; the iOS hint is offered as the page opens.
 */
function delayAfterOffer(offer: InstallOffer): number {
  const offeredAt = offer.kind === "android" ? offer.prompt.timeStamp : 0;
  return Math.max(0, INSTALL_BANNER_DELAY_MS - (performance.now() - offeredAt));
}

export interface InstallBannerProps {
  offer: InstallOffer;
  /** Below 768 px the bottom bar takes the bottom edge; the banner sits above it. */
  aboveBottomBar: boolean;
}

/**
 * Install banner: 3 s after the browser offers installation, 'Install {product}' with Install App, Later
 * and a dismiss X that is remembered. iOS has no install prompt, and delivers push only to installed apps, so
 * there the banner explains how to add the app to the Home Screen instead.
 */
export function InstallBanner({ offer, aboveBottomBar }: InstallBannerProps) {
  // Its words load with its code, outside the page's first download; it waits for them before it shows.
  const loaded = useNamespacesLoaded(["install"]);
  const { t } = useT();
  const [shown, setShown] = useState(false);
  // Never while running installed, nor once dismissed.
  const [closed, setClosed] = useState(() => isStandalone() || isInstallDismissed());
  const titleId = useId();

  useEffect(() => {
    const timer = window.setTimeout(() => setShown(true), delayAfterOffer(offer));
    return () => window.clearTimeout(timer);
  }, [offer]);

  if (!shown || closed || !loaded) return null;

  const dismiss = () => {
    rememberInstallDismissed();
    setClosed(true);
  };

  return (
    <aside
      aria-labelledby={titleId}
      className={cn(
        "fixed inset-x-3 z-50 mx-auto max-w-md rounded-xl border bg-popover p-4 text-popover-foreground shadow-2xl md:inset-x-auto md:end-6 md:bottom-6",
        aboveBottomBar
          ? "bottom-[calc(4.75rem+env(safe-area-inset-bottom))]"
          : "bottom-[calc(1rem+env(safe-area-inset-bottom))]",
      )}
    >
      <div className="flex items-start gap-3 pe-8">
        <BrandMark className="size-10 shrink-0" />
        <div className="flex flex-col gap-1">
          <h2 id={titleId} className="text-base font-semibold">
            {t("install:title", { appName: getAppName() })}
          </h2>
          {offer.kind === "android" ? (
            <p className="text-sm text-muted-foreground">{t("install:android")}</p>
          ) : (
            <p className="text-sm text-muted-foreground">
              {richText(t, "install:ios", {
                share: <Share aria-label={t("install:share")} className="inline size-4 align-text-bottom" />,
                add: <span className="font-medium text-foreground">{t("install:addToHomeScreen")}</span>,
              })}
            </p>
          )}
        </div>
      </div>
      <Button
        variant="ghost"
        size="icon"
        aria-label={t("install:dismiss")}
        className="absolute end-1.5 top-1.5 text-muted-foreground"
        onClick={dismiss}
      >
        <X aria-hidden />
      </Button>
      <div className="mt-3 flex justify-end gap-2">
        <Button variant="ghost" onClick={() => setClosed(true)}>
          {t("install:later")}
        </Button>
        {offer.kind === "android" && (
          <Button onClick={() => void install()}>
            <Download aria-hidden />
            {t("install:installApp")}
          </Button>
        )}
      </div>
    </aside>
  );
}
