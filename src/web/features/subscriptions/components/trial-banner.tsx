import { AlarmClock, CircleCheck, CircleX } from "lucide-react";
import { Link } from "react-router";
import { PLANS } from "@shared/plans";
import { trialBannerState } from "@shared/subscriptions";
import type { PublicUser } from "@shared/users";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/cn";
import { useDateFormat } from "@/lib/display-time-zone";

const days = (n: number) => `${n} ${n === 1 ? "day" : "days"}`;

/** Trial banner, at the top of the dashboard for members on Trial Access. */
export function TrialBanner({ user, now = new Date() }: { user: PublicUser; now?: Date }) {
  const dates = useDateFormat();
  const state = trialBannerState(user, now, dates.timeZone);
  if (!state) return null;
  // The same date, in the same time zone, as the dashboard's "Access until": the day count is counted to it.
  const until = user.subscriptionExpiry ? dates.longDate(user.subscriptionExpiry) : "";

  const view =
    state.kind === "expired"
      ? {
          icon: CircleX,
          title: "Trial Access Expired",
          text: `Your trial has ended. Upgrade to ${PLANS.pro.name} to keep receiving live signals.`,
          tone: "border-loss/40 bg-loss/10 [&_svg]:text-loss",
          upgrade: true,
        }
      : state.kind === "ending"
        ? {
            icon: AlarmClock,
            title: state.daysLeft === 0 ? "Trial ends today" : `Trial ending in ${days(state.daysLeft)}`,
            text: `Access until ${until}. Upgrade to ${PLANS.pro.name} to keep your access without a gap.`,
            tone: "border-warning/40 bg-warning/10 [&_svg]:text-warning",
            upgrade: true,
          }
        : {
            icon: CircleCheck,
            title: "Trial Access Active",
            text: `${state.daysLeft === null ? "Full access" : `${days(state.daysLeft)} left`}. No automatic billing: your trial simply ends unless you upgrade.`,
            tone: "border-info/40 bg-info/10 [&_svg]:text-info",
            upgrade: false,
          };
  const Icon = view.icon;

  return (
    <section
      aria-label="Trial status"
      className={cn(
        "flex flex-col gap-3 rounded-lg border px-4 py-3 sm:flex-row sm:items-center sm:justify-between",
        view.tone,
      )}
    >
      <div className="flex items-start gap-3">
        <Icon className="mt-0.5 size-5 shrink-0" aria-hidden />
        <div className="flex flex-col gap-0.5">
          <p className="font-semibold">{view.title}</p>
          <p className="text-sm text-muted-foreground">{view.text}</p>
        </div>
      </div>
      {view.upgrade && (
        <Button asChild size="sm" className="w-full sm:w-auto">
          <Link to="/plans">Upgrade to Pro</Link>
        </Button>
      )}
    </section>
  );
}
