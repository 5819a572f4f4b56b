import { MONEY_BACK_GUARANTEE, PLANS, TRIAL_DAYS, formatPlanPrice } from "@shared/plans";
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from "@/components/ui/accordion";
import { LandingSection, SectionHeading } from "@/features/landing/components/landing-section";

const trialPrice = formatPlanPrice(PLANS.trial);
const proPrice = formatPlanPrice(PLANS.pro);

/** Eight questions. Every price, duration and the guarantee come from @shared/plans. */
export const FAQ = [
  {
    question: "What do I get as a member?",
    answer:
      "Every position the trader opens, as it is opened: the instrument, direction, entry, target, stop loss, risk level and a short commentary. You also see updates as positions are managed and the result when they close.",
  },
  {
    question: "How quickly are positions shared?",
    answer:
      "Pro members see a new position the moment it is published; on other plans it arrives once Pro's early access has passed (the plans say how long, when it is on). It appears on your dashboard live, and a push notification goes to every device where you have turned alerts on.",
  },
  {
    question: "Which markets do you cover?",
    answer:
      "Forex, commodities, crypto, indices and stocks: major currency pairs such as EUR/USD, gold and oil, Bitcoin and Ethereum, benchmarks such as the S&P 500 and the DAX, and large listed companies.",
  },
  {
    question: `How does the ${trialPrice} Trial Access work?`,
    answer: `You pay ${trialPrice} once and get full access for ${TRIAL_DAYS} days. There is no automatic billing: when the ${TRIAL_DAYS} days are over, access simply ends unless you choose a plan.`,
  },
  {
    question: "Can I upgrade from the trial to Pro?",
    answer: `Yes, at any time. The Pro Plan (${proPrice} per month) starts as soon as you upgrade and replaces the trial.`,
  },
  {
    question: "How do I cancel the Pro Plan?",
    answer:
      "From your account settings, at any time and without fees. Your subscription then stops renewing and you keep access until the end of the month you have paid for.",
  },
  {
    question: "Is there a money-back guarantee?",
    answer: `Yes. ${MONEY_BACK_GUARANTEE}`,
  },
  {
    question: "Is this investment advice?",
    answer:
      "No. Positions show what the trader is doing and why, for information and education. They are not personal recommendations; you decide what to trade and how much to risk, and trading can lose money.",
  },
] as const;

export function FaqSection() {
  return (
    <LandingSection labelledBy="faq-title">
      <SectionHeading id="faq-title" eyebrow="FAQ" title="Frequently asked questions" />
      <Accordion type="single" collapsible className="mx-auto w-full max-w-3xl rounded-xl border bg-card px-5 md:px-6">
        {FAQ.map(({ question, answer }) => (
          <AccordionItem key={question} value={question}>
            <AccordionTrigger>{question}</AccordionTrigger>
            <AccordionContent>{answer}</AccordionContent>
          </AccordionItem>
        ))}
      </Accordion>
    </LandingSection>
  );
}
