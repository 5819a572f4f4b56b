import { BellRing, ChartLine, Radio } from "lucide-react";
import { ExamplePositionCard } from "@/features/landing/components/example-position-card";
import { LandingSection, SectionHeading } from "@/features/landing/components/landing-section";
import { IconTile } from "@/components/icon-tile";

const STEPS = [
  {
    icon: Radio,
    title: "Real-time position sharing",
    text: "Each trade is published as it is placed: instrument, direction, entry, target, stop loss and risk level, with the reasoning behind it.",
  },
  {
    icon: BellRing,
    title: "Instant notifications",
    text: "A push alert reaches your phone or desktop the moment a position opens, changes or closes, even with the app closed.",
  },
  {
    icon: ChartLine,
    title: "Performance tracking",
    text: "Closed positions stay on record with their result, so you can judge the track record for yourself.",
  },
] as const;

export function HowItWorksSection() {
  return (
    <LandingSection labelledBy="how-it-works-title">
      <SectionHeading
        id="how-it-works-title"
        eyebrow="How it works"
        title="See every trade the moment it happens"
        description="No delayed newsletters or vague calls: the same positions the trader takes, in a format you can act on."
      />
      <div className="grid items-center gap-8 lg:grid-cols-2 lg:gap-12">
        <ol className="flex flex-col gap-4">
          {STEPS.map(({ icon, title, text }) => (
            <li key={title} className="flex gap-4 rounded-xl border bg-card/60 p-5">
              <IconTile icon={icon} tone="gain" size="lg" />
              <div className="flex flex-col gap-1">
                <h3 className="font-semibold">{title}</h3>
                <p className="text-sm text-muted-foreground">{text}</p>
              </div>
            </li>
          ))}
        </ol>
        <ExamplePositionCard />
      </div>
    </LandingSection>
  );
}
