import { Quote } from "lucide-react";
import { LandingSection, SectionHeading } from "@/features/landing/components/landing-section";
import { StarRating } from "@/features/landing/components/star-rating";

/**
 * Three sample quotes, five stars each. They are written for the page, not said by members, so the section and each
 * card say they are illustrative (docs/product.md#screens).
 */
const TESTIMONIALS = [
  {
    quote:
      "I work full time, so I can't watch charts all day. The alerts tell me exactly what was opened and why, and I decide from there.",
    name: "Daniel R.",
    role: "Part-time forex trader",
  },
  {
    quote: "The stop loss and risk level come with every position. That alone changed how I size my own trades.",
    name: "Aisha K.",
    role: "Member, trading commodities and indices",
  },
  {
    quote:
      "Seeing the closed trades with their results, losses included, is what convinced me to stay after the trial.",
    name: "Tom W.",
    role: "Pro member",
  },
] as const;

export function TestimonialsSection() {
  return (
    <LandingSection labelledBy="testimonials-title">
      <SectionHeading
        id="testimonials-title"
        eyebrow="Testimonials"
        title="What members say"
        description="Illustrative examples of what members value, not quotes from real members or results they achieved."
      />
      <ul className="grid gap-4 md:grid-cols-3">
        {TESTIMONIALS.map(({ quote, name, role }) => (
          <li key={name}>
            <figure className="flex h-full flex-col gap-4 rounded-xl border bg-card p-6 shadow-card">
              <div className="flex items-center justify-between">
                <StarRating stars={5} />
                <Quote className="size-6 text-gain/40" aria-hidden />
              </div>
              <blockquote className="flex-1 text-pretty">“{quote}”</blockquote>
              <figcaption className="flex flex-col border-t pt-4 text-sm">
                <span className="font-semibold">{name}</span>
                <span className="text-muted-foreground">{role}</span>
                <span className="mt-1 text-xs text-muted-foreground italic">Illustrative example</span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </LandingSection>
  );
}
