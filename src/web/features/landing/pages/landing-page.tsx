import { Suspense, lazy } from "react";
import { HeroSection } from "@/features/landing/components/hero-section";
import { usePageMeta } from "@/lib/use-page-meta";

// The hero is the first paint on a phone; the sections below it (and the accordion code) load right after.
const LandingBelowFold = lazy(async () => ({
  default: (await import("@/features/landing/components/landing-below-fold")).LandingBelowFold,
}));

/** Landing page: hero, how it works, markets, testimonials, pricing, FAQ, footer. */
export function LandingPage() {
  usePageMeta({
    description:
      "Live trading signals from a professional trader: forex, commodities, crypto, indices and stocks, with entry, target, stop loss and instant push alerts.",
  });
  return (
    <>
      <HeroSection />
      <Suspense fallback={<div aria-hidden className="min-h-dvh" />}>
        <LandingBelowFold />
      </Suspense>
    </>
  );
}
