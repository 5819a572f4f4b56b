import { BellOff, BellRing, ChevronDown, Lock, Smartphone, X } from "lucide-react";
import { useId, useState } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/cn";
import { useDismissal } from "@/lib/device-flag";
import { isIos } from "@/lib/install-prompt";
import { isStandalone } from "@/features/pwa/lib/install-state";
import { getAppName } from "@/lib/site-info";
import { useT, type TranslateFunction } from "@/lib/i18n";
import { usePushSubscription, type PushCardState } from "@/features/notifications/hooks/use-push-subscription";

/** Where this device remembers that the dashboard's push card was dismissed, as "true". */
export const PUSH_CARD_DISMISSED_KEY = "push-card-dismissed";

interface View {
  icon: typeof BellRing;
  title: string;
  /** The title on a phone, where it shares one line with the buttons. */
  short: string;
  text: string;
  /** The text is what to do about it: on a phone it folds under the title, one tap away. */
  instructions: boolean;
  tone: string;
  iconTone: string;
}

function describe(state: PushCardState, appName: string, t: TranslateFunction): View {
  switch (state) {
    case "unsupported": {
      const addToHomeScreen = isIos() && !isStandalone();
      return {
        icon: addToHomeScreen ? Smartphone : BellOff,
        title: t("account:push.unsupported"),
        short: t("account:push.unsupportedShort"),
        text: addToHomeScreen
          ? t("account:push.unsupportedIos", { appName })
          : t("account:push.unsupportedText", { appName }),
        instructions: true,
        tone: "border-border bg-muted",
        iconTone: "text-muted-foreground",
      };
    }
    case "denied":
      return {
        icon: Lock,
        title: t("account:push.blocked"),
        short: t("account:push.blocked"),
        text: t("account:push.blockedText"),
        instructions: true,
        tone: "border-warning/40 bg-warning/10",
        iconTone: "text-warning",
      };
    case "subscribed":
      return {
        icon: BellRing,
        title: t("account:push.enabled"),
        short: t("account:push.enabledShort"),
        text: t("account:push.enabledText", { appName }),
        instructions: false,
        tone: "border-gain/40 bg-gain/10",
        iconTone: "text-gain",
      };
    default:
      return {
        icon: BellRing,
        title: t("account:push.offer"),
        short: t("account:push.offerShort"),
        text: t("account:push.offerText", { appName }),
        instructions: false,
        tone: "border-info/40 bg-info/10",
        iconTone: "text-info",
      };
  }
}

/** "Enable" on a phone, "Enable Notifications" from 640 px; the accessible name is the whole label at every width. */
function ActionLabel({ short, full }: { short: string; full: string }) {
  return (
    <span>
      <span aria-hidden className="sm:hidden">
        {short}
      </span>
      <span className="max-sm:sr-only">{full}</span>
    </span>
  );
}

interface PushCardProps {
  /** The dashboard's card can be dismissed on this device; account settings always offer it. */
  dismissible?: boolean;
}

/**
 * Push-notification card: unsupported, blocked (denied), not yet enabled (default) and enabled (granted). On a phone
 * it is one line: the title, its button and the dismissal; what to do about a blocked or missing push service opens
 * from the title.
 */
export function PushCard({ dismissible = false }: PushCardProps) {
  const { t } = useT();
  const { state, busy, enable, disable } = usePushSubscription();
  const [dismissed, dismiss] = useDismissal(PUSH_CARD_DISMISSED_KEY);
  const [explained, setExplained] = useState(false);
  const textId = useId();
  if (dismissible && dismissed) return null;
  const view = describe(state, getAppName(), t);
  const Icon = view.icon;

  return (
    <section
      aria-label={t("account:push.label")}
      className={cn(
        "flex items-start gap-2.5 rounded-lg border px-3 py-1.5 sm:items-center sm:gap-3 sm:px-4 sm:py-3",
        view.tone,
      )}
    >
      <Icon aria-hidden className={cn("mt-2 size-4 shrink-0 sm:mt-0.5 sm:size-5 sm:self-start", view.iconTone)} />
      <div className="flex min-w-0 flex-1 flex-col gap-0.5">
        {view.instructions ? (
          <>
            <button
              type="button"
              className="flex min-h-8 items-center gap-1 text-start text-sm font-semibold sm:hidden relative before:absolute before:-inset-1.5 before:content-['']"
              aria-expanded={explained}
              aria-controls={textId}
              onClick={() => setExplained(!explained)}
            >
              {view.short}
              <ChevronDown
                aria-hidden
                className={cn("size-4 shrink-0 transition-transform", explained && "rotate-180")}
              />
            </button>
            <p className="font-semibold max-sm:hidden">{view.title}</p>
          </>
        ) : (
          <p className="flex min-h-8 items-center text-sm font-semibold sm:min-h-0 sm:text-base">
            <span className="sm:hidden">{view.short}</span>
            <span className="max-sm:hidden">{view.title}</span>
          </p>
        )}
        <p
          id={textId}
          className={cn(
            "text-sm text-muted-foreground",
            view.instructions ? !explained && "max-sm:hidden" : "max-sm:sr-only",
            view.instructions && "max-sm:pb-1.5",
          )}
        >
          {view.text}
        </p>
      </div>
      {state === "subscribed" ? (
        <Button
          variant="outline"
          size="sm"
          className="h-8 sm:h-9 relative before:absolute before:-inset-1.5 before:content-['']"
          pending={busy}
          onClick={() => void disable()}
        >
          <ActionLabel short={t("account:push.disable")} full={t("account:push.disableFull")} />
        </Button>
      ) : state === "default" || state === "granted" || state === "checking" ? (
        <Button
          size="sm"
          className="h-8 sm:h-9 relative before:absolute before:-inset-1.5 before:content-['']"
          disabled={state === "checking"}
          pending={busy}
          onClick={() => void enable()}
        >
          <ActionLabel short={t("account:push.enable")} full={t("account:push.enableFull")} />
        </Button>
      ) : null}
      {dismissible && (
        <Button
          variant="ghost"
          size="icon"
          className="-me-1.5 size-8 shrink-0 text-muted-foreground sm:-me-2 relative before:absolute before:-inset-1.5 before:content-['']"
          aria-label={t("account:push.dismiss")}
          onClick={() => {
            dismiss();
            toast(t("account:push.dismissed"));
          }}
        >
          <X aria-hidden />
        </Button>
      )}
    </section>
  );
}
