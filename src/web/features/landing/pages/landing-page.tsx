import { Suspense, lazy } from "react";
import { HeroSection } from "@/features/landing/components/hero-section";
import { usePageMeta } from "@/lib/use-page-meta";
import { useT } from "@/lib/i18n";

// The hero is the first paint on a phone; the sections below it (and the accordion code) load right after, asked for
// as soon as this module runs rather than when React reaches them, so that they hydrate right after the rest of the
// page and a first click on the FAQ finds their code there (docs/decisions/0018-lean-public-entry.md).
const belowFold = import("@/features/landing/components/landing-below-fold");
// A failed download surfaces where the sections render (the lazy component below), not as an unhandled rejection.
belowFold.catch(() => undefined);
const LandingBelowFold = lazy(async () => ({ default: (await belowFold).LandingBelowFold }));

/** Landing page: hero, how it works, markets, testimonials, pricing, FAQ, footer. */
export function LandingPage() {
  const { t } = useT();
  usePageMeta({ description: t("site:landing.description") });
  return (
    <>
      <HeroSection />
      <Suspense fallback={<div aria-hidden className="min-h-dvh" />}>
        <LandingBelowFold />
      </Suspense>
    </>
  );
}
