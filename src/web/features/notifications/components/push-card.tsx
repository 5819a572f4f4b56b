import { BellOff, BellRing, Lock, Smartphone } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { cn } from "@/lib/cn";
import { isIos } from "@/lib/install-prompt";
import { isStandalone } from "@/features/pwa/lib/install-state";
import { getAppName } from "@/lib/site-info";
import { usePushSubscription, type PushCardState } from "@/features/notifications/hooks/use-push-subscription";

interface View {
  icon: typeof BellRing;
  title: string;
  text: ReactNode;
  tone: string;
  iconTone: string;
}

function describe(state: PushCardState, appName: string): View {
  switch (state) {
    case "unsupported":
      return {
        icon: isIos() && !isStandalone() ? Smartphone : BellOff,
        title: "Push Notifications Not Supported",
        text:
          isIos() && !isStandalone()
            ? `This browser cannot receive push alerts. Add ${appName} to your Home Screen (Share, then Add to Home Screen) and open it from there to get them. In-app notifications still arrive while ${appName} is open.`
            : `This browser cannot receive push alerts. In-app notifications still arrive while ${appName} is open.`,
        tone: "border-border bg-muted",
        iconTone: "text-muted-foreground",
      };
    case "denied":
      return {
        icon: Lock,
        title: "Push Notifications Blocked",
        text: `Notifications are blocked for this site. To allow them, open the site settings (the icon beside the address), set Notifications to Allow, then reload this page.`,
        tone: "border-warning/40 bg-warning/10",
        iconTone: "text-warning",
      };
    case "subscribed":
      return {
        icon: BellRing,
        title: "Push Notifications Enabled",
        text: `This device gets an alert for every new signal, even when ${appName} is closed.`,
        tone: "border-gain/40 bg-gain/10",
        iconTone: "text-gain",
      };
    default:
      return {
        icon: BellRing,
        title: "Enable Push Notifications",
        text: `Get an alert on this device the moment a new signal is published, even when ${appName} is closed.`,
        tone: "border-info/40 bg-info/10",
        iconTone: "text-info",
      };
  }
}

/** Push-notification card: unsupported, blocked (denied), not yet enabled (default) and enabled (granted). */
export function PushCard() {
  const { state, busy, enable, disable } = usePushSubscription();
  const view = describe(state, getAppName());
  const Icon = view.icon;

  return (
    <section
      aria-label="Push notifications"
      className={cn(
        "flex flex-col gap-3 rounded-lg border px-4 py-3 sm:flex-row sm:items-center sm:justify-between",
        view.tone,
      )}
    >
      <div className="flex items-start gap-3">
        <Icon aria-hidden className={cn("mt-0.5 size-5 shrink-0", view.iconTone)} />
        <div className="flex flex-col gap-0.5">
          <p className="font-semibold">{view.title}</p>
          <p className="text-sm text-muted-foreground">{view.text}</p>
        </div>
      </div>
      {state === "subscribed" ? (
        <Button variant="outline" size="sm" className="w-full sm:w-auto" disabled={busy} onClick={() => void disable()}>
          {busy && <Spinner />}
          Disable Notifications
        </Button>
      ) : state !== "unsupported" ? (
        <Button
          size="sm"
          className="w-full sm:w-auto"
          disabled={busy || state === "denied" || state === "checking"}
          onClick={() => void enable()}
        >
          {busy && <Spinner />}
          Enable Notifications
        </Button>
      ) : null}
    </section>
  );
}
