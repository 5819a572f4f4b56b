import { AlarmClock, CircleCheck, CircleX } from "lucide-react";
import { Link } from "@/lib/app-navigation";
import { trialBannerState } from "@shared/subscriptions";
import type { PublicUser } from "@shared/users";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/cn";
import { useDateFormat } from "@/lib/display-time-zone";
import { useT } from "@/lib/i18n";
import { usePlanText } from "@/lib/plan-text";

/**
 * Trial banner, at the top of the dashboard for members on Trial Access. On a phone it is one line (the title and
 * the upgrade button), so the first position stays above the fold; its sentence is still read out, and the
 * dashboard's header shows the same "Access until" date.
 */
export function TrialBanner({ user, now = new Date() }: { user: PublicUser; now?: Date }) {
  const dates = useDateFormat();
  const { t } = useT();
  const say = usePlanText();
  const state = trialBannerState(user, now, dates.timeZone);
  if (!state) return null;
  // The same date, in the same time zone, as the dashboard's "Access until": the day count is counted to it.
  const until = user.subscriptionExpiry ? dates.longDate(user.subscriptionExpiry) : "";

  const view =
    state.kind === "expired"
      ? {
          icon: CircleX,
          title: t("subscription:trialBanner.expired"),
          text: say("subscription:trialBanner.expiredText"),
          tone: "border-loss/40 bg-loss/10 [&_svg]:text-loss",
          upgrade: true,
        }
      : state.kind === "ending"
        ? {
            icon: AlarmClock,
            title:
              state.daysLeft === 0
                ? t("subscription:trialBanner.endsToday")
                : t("subscription:trialBanner.ending", { count: state.daysLeft }),
            text: say({ key: "subscription:trialBanner.endingText", values: { date: until } }),
            tone: "border-warning/40 bg-warning/10 [&_svg]:text-warning",
            upgrade: true,
          }
        : {
            icon: CircleCheck,
            title: t("subscription:trialBanner.active"),
            text:
              state.daysLeft === null
                ? t("subscription:trialBanner.fullAccess")
                : t("subscription:trialBanner.daysLeft", { count: state.daysLeft }),
            tone: "border-info/40 bg-info/10 [&_svg]:text-info",
            upgrade: false,
          };
  const Icon = view.icon;

  return (
    <section
      aria-label={t("subscription:trialBanner.label")}
      className={cn(
        "flex min-h-11 items-center justify-between gap-3 rounded-lg border px-3 py-1.5 sm:px-4 sm:py-3",
        view.tone,
      )}
    >
      <div className="flex min-w-0 items-center gap-2.5 sm:items-start sm:gap-3">
        <Icon className="size-4 shrink-0 sm:mt-0.5 sm:size-5" aria-hidden />
        <div className="flex min-w-0 flex-col gap-0.5">
          <p className="text-sm font-semibold sm:text-base">{view.title}</p>
          <p className="text-sm text-muted-foreground max-sm:sr-only">{view.text}</p>
        </div>
      </div>
      {view.upgrade && (
        <Button asChild size="sm" className="h-8 sm:h-9">
          <Link to="/plans">
            {/* On a phone the button says the short word; its name is the whole phrase there too. */}
            <span aria-hidden className="sm:hidden">
              {t("subscription:trialBanner.upgrade")}
            </span>
            <span className="max-sm:sr-only">{t("subscription:trialBanner.upgradeToPro")}</span>
          </Link>
        </Button>
      )}
    </section>
  );
}
