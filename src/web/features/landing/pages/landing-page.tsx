import { SiteFooter } from "@/components/site-footer";
import { FaqSection } from "@/features/landing/components/faq-section";
import { HeroSection } from "@/features/landing/components/hero-section";
import { HowItWorksSection } from "@/features/landing/components/how-it-works-section";
import { MarketsSection } from "@/features/landing/components/markets-section";
import { PricingSection } from "@/features/landing/components/pricing-section";
import { TestimonialsSection } from "@/features/landing/components/testimonials-section";
import { usePageMeta } from "@/lib/use-document-title";

/** Spec §2 landing page, sections in the spec's order. */
export function LandingPage() {
  usePageMeta({
    description:
      "Live trading signals from a professional trader: forex, commodities, crypto, indices and stocks, with entry, target, stop loss and instant push alerts.",
  });
  return (
    <>
      <HeroSection />
      <HowItWorksSection />
      <MarketsSection />
      <TestimonialsSection />
      <PricingSection />
      <FaqSection />
      <SiteFooter />
    </>
  );
}
