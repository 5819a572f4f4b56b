import { MONEY_BACK_DAYS, PLANS, TRIAL_DAYS, formatPlanPrice } from "@shared/plans";
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from "@/components/ui/accordion";
import { LandingSection, SectionHeading } from "@/features/landing/components/landing-section";
import { useT } from "@/lib/i18n";

const trialPrice = formatPlanPrice(PLANS.trial);
const proPrice = formatPlanPrice(PLANS.pro);

/** Eight questions, their full keys. Every price, duration and the guarantee's days come from @shared/plans. */
const FAQ = [
  { question: "pages:landing.faq.membership.question", answer: "pages:landing.faq.membership.answer" },
  { question: "pages:landing.faq.speed.question", answer: "pages:landing.faq.speed.answer" },
  { question: "pages:landing.faq.markets.question", answer: "pages:landing.faq.markets.answer" },
  { question: "pages:landing.faq.trial.question", answer: "pages:landing.faq.trial.answer" },
  { question: "pages:landing.faq.upgrade.question", answer: "pages:landing.faq.upgrade.answer" },
  { question: "pages:landing.faq.cancel.question", answer: "pages:landing.faq.cancel.answer" },
  { question: "pages:landing.faq.guarantee.question", answer: "pages:landing.faq.guarantee.answer" },
  { question: "pages:landing.faq.advice.question", answer: "pages:landing.faq.advice.answer" },
] as const;

/** What the questions and answers fill in: a text without the placeholder ignores it. */
const VALUES: Record<(typeof FAQ)[number]["question"], Record<string, string | number>> = {
  "pages:landing.faq.membership.question": {},
  "pages:landing.faq.speed.question": {},
  "pages:landing.faq.markets.question": {},
  "pages:landing.faq.trial.question": { price: trialPrice, count: TRIAL_DAYS },
  "pages:landing.faq.upgrade.question": { price: proPrice },
  "pages:landing.faq.cancel.question": {},
  "pages:landing.faq.guarantee.question": { count: MONEY_BACK_DAYS },
  "pages:landing.faq.advice.question": {},
};

export function FaqSection() {
  const { t } = useT();
  return (
    <LandingSection labelledBy="faq-title">
      <SectionHeading id="faq-title" eyebrow={t("pages:landing.faq.eyebrow")} title={t("pages:landing.faq.title")} />
      <Accordion type="single" collapsible className="mx-auto w-full max-w-3xl rounded-xl border bg-card px-5 md:px-6">
        {FAQ.map(({ question, answer }) => (
          <AccordionItem key={question} value={question}>
            <AccordionTrigger>{t(question, VALUES[question])}</AccordionTrigger>
            <AccordionContent>{t(answer, VALUES[question])}</AccordionContent>
          </AccordionItem>
        ))}
      </Accordion>
    </LandingSection>
  );
}
