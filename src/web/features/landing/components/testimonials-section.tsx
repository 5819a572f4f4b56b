import { Quote } from "lucide-react";
import { LandingSection, SectionHeading } from "@/features/landing/components/landing-section";
import { StarRating } from "@/features/landing/components/star-rating";
import { useT } from "@/lib/i18n";

/**
 * Three sample quotes, five stars each. They are written for the page, not said by members, so the section and each
 * card say they are illustrative (docs/product.md#screens).
 */
const TESTIMONIALS = [
  {
    quote: "pages:landing.testimonials.daniel.quote",
    name: "Daniel R.",
    role: "pages:landing.testimonials.daniel.role",
  },
  {
    quote: "pages:landing.testimonials.aisha.quote",
    name: "Aisha K.",
    role: "pages:landing.testimonials.aisha.role",
  },
  {
    quote: "pages:landing.testimonials.tom.quote",
    name: "Tom W.",
    role: "pages:landing.testimonials.tom.role",
  },
] as const;

export function TestimonialsSection() {
  const { t } = useT();
  return (
    <LandingSection labelledBy="testimonials-title">
      <SectionHeading
        id="testimonials-title"
        eyebrow={t("pages:landing.testimonials.eyebrow")}
        title={t("pages:landing.testimonials.title")}
        description={t("pages:landing.testimonials.description")}
      />
      <ul className="grid gap-4 md:grid-cols-3">
        {TESTIMONIALS.map(({ quote, name, role }) => (
          <li key={name}>
            <figure className="flex h-full flex-col gap-4 rounded-xl border bg-card p-6 shadow-card">
              <div className="flex items-center justify-between">
                <StarRating stars={5} />
                <Quote className="size-6 text-gain/40" aria-hidden />
              </div>
              <blockquote className="flex-1 text-pretty">“{t(quote)}”</blockquote>
              <figcaption className="flex flex-col border-t pt-4 text-sm">
                <span className="font-semibold">{name}</span>
                <span className="text-muted-foreground">{t(role)}</span>
                <span className="mt-1 text-xs text-muted-foreground italic">
                  {t("pages:landing.testimonials.illustrative")}
                </span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </LandingSection>
  );
}
