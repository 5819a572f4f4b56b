import { FaqSection } from "@/features/landing/components/faq-section";
import { HowItWorksSection } from "@/features/landing/components/how-it-works-section";
import { MarketsSection } from "@/features/landing/components/markets-section";
import { PricingSection } from "@/features/landing/components/pricing-section";
import { TestimonialsSection } from "@/features/landing/components/testimonials-section";
import { EnsureQueryClient } from "@/lib/ensure-query-client";

/**
 * Everything after the hero, in page order (the layout adds the footer): a chunk of its own, fetched
 * while the hero paints. The pricing reads the track record, so this chunk brings the query client on a public page.
 */
export function LandingBelowFold() {
  return (
    <EnsureQueryClient>
      <HowItWorksSection />
      <MarketsSection />
      <TestimonialsSection />
      <PricingSection />
      <FaqSection />
    </EnsureQueryClient>
  );
}
