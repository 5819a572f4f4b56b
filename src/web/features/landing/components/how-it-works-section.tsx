import { BellRing, ChartLine, Radio } from "lucide-react";
import { ExamplePositionCard } from "@/features/landing/components/example-position-card";
import { LandingSection, SectionHeading } from "@/features/landing/components/landing-section";
import { IconTile } from "@/components/icon-tile";
import { useT } from "@/lib/i18n";

const STEPS = [
  {
    icon: Radio,
    title: "pages:landing.howItWorks.realTime.title",
    text: "pages:landing.howItWorks.realTime.text",
  },
  {
    icon: BellRing,
    title: "pages:landing.howItWorks.notifications.title",
    text: "pages:landing.howItWorks.notifications.text",
  },
  {
    icon: ChartLine,
    title: "pages:landing.howItWorks.tracking.title",
    text: "pages:landing.howItWorks.tracking.text",
  },
] as const;

export function HowItWorksSection() {
  const { t } = useT();
  return (
    <LandingSection labelledBy="how-it-works-title">
      <SectionHeading
        id="how-it-works-title"
        eyebrow={t("pages:landing.howItWorks.eyebrow")}
        title={t("pages:landing.howItWorks.title")}
        description={t("pages:landing.howItWorks.description")}
      />
      <div className="grid items-center gap-8 lg:grid-cols-2 lg:gap-12">
        <ol className="flex flex-col gap-4">
          {STEPS.map(({ icon, title, text }) => (
            <li key={title} className="flex gap-4 rounded-xl border bg-card/60 p-5">
              <IconTile icon={icon} tone="gain" size="lg" />
              <div className="flex flex-col gap-1">
                <h3 className="font-semibold">{t(title)}</h3>
                <p className="text-sm text-muted-foreground">{t(text)}</p>
              </div>
            </li>
          ))}
        </ol>
        <ExamplePositionCard />
      </div>
    </LandingSection>
  );
}
