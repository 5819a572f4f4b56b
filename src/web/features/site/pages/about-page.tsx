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
import { useT } from "@/lib/i18n";

const VALUES = [
  { icon: Eye, title: "pages:about.values.transparency.title", text: "pages:about.values.transparency.text" },
  { icon: BellRing, title: "pages:about.values.delivery.title", text: "pages:about.values.delivery.text" },
  { icon: ShieldCheck, title: "pages:about.values.risk.title", text: "pages:about.values.risk.text" },
  { icon: BookOpen, title: "pages:about.values.education.title", text: "pages:about.values.education.text" },
  { icon: Smartphone, title: "pages:about.values.phone.title", text: "pages:about.values.phone.text" },
  { icon: ChartLine, title: "pages:about.values.results.title", text: "pages:about.values.results.text" },
] as const;

const TEAM = [
  { name: "Marcus Hale", initials: "MH", role: "pages:about.team.marcus.role", bio: "pages:about.team.marcus.bio" },
  { name: "Elena Petrova", initials: "EP", role: "pages:about.team.elena.role", bio: "pages:about.team.elena.bio" },
  { name: "Sam Okafor", initials: "SO", role: "pages:about.team.sam.role", bio: "pages:about.team.sam.bio" },
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
  const { t } = useT();
  const appName = getAppName();
  usePageMeta({
    title: t("pages:about.title"),
    description: t("pages:about.description", { appName }),
  });

  return (
    <SitePage
      eyebrow={t("pages:about.eyebrow", { appName })}
      title={t("pages:about.heading")}
      lead={t("pages:about.lead")}
    >
      <div className="mx-auto flex w-full max-w-5xl flex-col gap-16 md:gap-20">
        <AboutSection id="story-title" title={t("pages:about.story.title")} className="mx-auto max-w-3xl gap-4">
          <p className="text-muted-foreground">{t("pages:about.story.first", { appName })}</p>
          <p className="text-muted-foreground">{t("pages:about.story.second")}</p>
        </AboutSection>

        <AboutSection id="what-we-do-title" title={t("pages:about.whatWeDo")} className="gap-8">
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {VALUES.map(({ icon, title, text }) => (
              <li key={title} className="flex flex-col gap-3 rounded-xl border bg-card p-5 shadow-card">
                <IconTile icon={icon} tone="gain" />
                <h3 className="font-semibold">{t(title)}</h3>
                <p className="text-sm text-muted-foreground">{t(text)}</p>
              </li>
            ))}
          </ul>
        </AboutSection>

        <AboutSection id="team-title" title={t("pages:about.team.title")} className="gap-8">
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
                  <p className="text-sm text-gain">{t(role)}</p>
                </div>
                <p className="text-sm text-muted-foreground">{t(bio)}</p>
              </li>
            ))}
          </ul>
        </AboutSection>

        <AboutSection
          id="philosophy-title"
          title={t("pages:about.philosophy.title")}
          className="mx-auto max-w-3xl gap-4"
        >
          <p className="text-muted-foreground">{t("pages:about.philosophy.text")}</p>
          <div className="flex flex-col gap-3 sm:flex-row">
            <Button asChild size="lg">
              <Link to="/register">{t("site:landing.tryFullAccess", { price: formatPlanPrice(PLANS.trial) })}</Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              <Link to="/plans">{t("pages:landing.pricing.compare")}</Link>
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
              {t("pages:about.disclaimer.title")}
            </h2>
            <p className="text-sm text-muted-foreground">{t("pages:about.disclaimer.text", { appName })}</p>
          </div>
        </aside>
      </div>
    </SitePage>
  );
}
