import { BellRing, BookOpen, ChartLine, Eye, ShieldCheck, Smartphone, TriangleAlert } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "@/lib/app-navigation";
import { PLANS, formatPlanPrice } from "@shared/plans";
import { Button } from "@/components/ui/button";
import { SitePage } from "@/features/site/components/site-page";
import { cn } from "@/lib/cn";
import { getAppName } from "@/lib/site-info";
import { usePageMeta } from "@/lib/use-page-meta";
import { IconTile } from "@/components/icon-tile";

const VALUES = [
  {
    icon: Eye,
    title: "Full transparency",
    text: "Every position is published with its entry, target, stop loss and reasoning, and stays on record after it closes, losses included.",
  },
  {
    icon: BellRing,
    title: "Real-time delivery",
    text: "Positions reach Pro members the moment they are taken, and Trial members after the short delay the plans page states, on the dashboard and as a push alert, not hours later in a newsletter.",
  },
  {
    icon: ShieldCheck,
    title: "Risk first",
    text: "No position goes out without a stop loss and a risk level, so you always know what is at stake before you act.",
  },
  {
    icon: BookOpen,
    title: "Education built in",
    text: "Short commentary explains the setup behind each trade, so you learn the reasoning instead of copying blindly.",
  },
  {
    icon: Smartphone,
    title: "Made for your phone",
    text: "Install the app on your home screen and follow the markets from anywhere, with alerts that arrive even when it is closed.",
  },
  {
    icon: ChartLine,
    title: "Accountable results",
    text: "Closed positions keep their result and their history, so the track record is something you can check, not take on trust.",
  },
] as const;

const TEAM = [
  {
    name: "Marcus Hale",
    initials: "MH",
    role: "Head Trader",
    bio: "Trades forex, indices and commodities and publishes every position you see, with the reasoning behind it.",
  },
  {
    name: "Elena Petrova",
    initials: "EP",
    role: "Research & Risk",
    bio: "Reviews each setup before it goes out and sets the risk level and stop placement that come with it.",
  },
  {
    name: "Sam Okafor",
    initials: "SO",
    role: "Member Support",
    bio: "Answers members' questions about the service, their plan and their account, usually within a business day.",
  },
] as const;

/** One part of the page under its heading, the heading naming it. */
function AboutSection({
  id,
  title,
  className,
  children,
}: {
  id: string;
  title: string;
  className: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={cn("flex flex-col", className)}>
      <h2 id={id} className="text-2xl font-bold tracking-tight md:text-3xl">
        {title}
      </h2>
      {children}
    </section>
  );
}

export function AboutPage() {
  const appName = getAppName();
  usePageMeta({
    title: "About",
    description: `Who is behind ${appName}, what we do and how we share live trading positions with members.`,
  });

  return (
    <SitePage
      eyebrow={`About ${appName}`}
      title="Trading in the open"
      lead="We share a professional trader's live positions with members, as they happen, with the reasoning and risk spelled out."
    >
      <div className="mx-auto flex w-full max-w-5xl flex-col gap-16 md:gap-20">
        <AboutSection id="story-title" title="Our story" className="mx-auto max-w-3xl gap-4">
          <p className="text-muted-foreground">
            {appName} started from a simple frustration: most trading “signals” arrive late, come without a stop loss,
            and quietly disappear when they go wrong. Our head trader had been sharing positions with a small group of
            friends by message for years, and they kept asking for the same things: the exact levels, the reason for the
            trade, and an honest record of how it turned out.
          </p>
          <p className="text-muted-foreground">
            So we built the service we wanted to use. Every position is published the moment it is taken, every update
            and close is recorded, and members get an alert on their phone instead of checking a chat all day.
          </p>
        </AboutSection>

        <AboutSection id="what-we-do-title" title="What we do" className="gap-8">
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {VALUES.map(({ icon, title, text }) => (
              <li key={title} className="flex flex-col gap-3 rounded-xl border bg-card p-5 shadow-card">
                <IconTile icon={icon} tone="gain" />
                <h3 className="font-semibold">{title}</h3>
                <p className="text-sm text-muted-foreground">{text}</p>
              </li>
            ))}
          </ul>
        </AboutSection>

        <AboutSection id="team-title" title="The team" className="gap-8">
          <ul className="grid gap-4 md:grid-cols-3">
            {TEAM.map(({ name, initials, role, bio }) => (
              <li key={name} className="flex flex-col items-center gap-3 rounded-xl border bg-card p-6 text-center">
                <span
                  aria-hidden
                  className="flex size-16 items-center justify-center rounded-full bg-secondary text-lg font-bold text-gain ring-1 ring-border"
                >
                  {initials}
                </span>
                <div>
                  <h3 className="font-semibold">{name}</h3>
                  <p className="text-sm text-gain">{role}</p>
                </div>
                <p className="text-sm text-muted-foreground">{bio}</p>
              </li>
            ))}
          </ul>
        </AboutSection>

        <AboutSection id="philosophy-title" title="Our philosophy" className="mx-auto max-w-3xl gap-4">
          <p className="text-muted-foreground">
            Good trading is mostly about managing risk, not predicting the future. We would rather miss a move than take
            a position without a clear invalidation level, and we would rather show a losing trade than hide it. Members
            should understand every position well enough to decide for themselves whether it suits them.
          </p>
          <div className="flex flex-col gap-3 sm:flex-row">
            <Button asChild size="lg">
              <Link to="/register">Try Full Access for {formatPlanPrice(PLANS.trial)}</Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              <Link to="/plans">Compare plans</Link>
            </Button>
          </div>
        </AboutSection>

        <aside
          aria-labelledby="disclaimer-title"
          className="mx-auto flex max-w-3xl gap-4 rounded-xl border border-warning/30 bg-warning/5 p-5 md:p-6"
        >
          <TriangleAlert className="mt-0.5 size-5 shrink-0 text-warning" aria-hidden />
          <div className="flex flex-col gap-2">
            <h2 id="disclaimer-title" className="font-semibold">
              Not investment advice
            </h2>
            <p className="text-sm text-muted-foreground">
              {appName} shares the positions of one trader for information and education. Nothing on this site is
              investment advice or a recommendation suited to your circumstances. Trading carries a high risk of loss;
              only trade with money you can afford to lose, and consider independent financial advice.
            </p>
          </div>
        </aside>
      </div>
    </SitePage>
  );
}
