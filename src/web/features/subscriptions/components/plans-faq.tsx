import { MONEY_BACK_GUARANTEE, PLANS, TRIAL_DAYS } from "@shared/plans";

/** FAQ, with the guarantee's one number (docs/product.md#plans) and Pro as a monthly subscription (2). */
const QUESTIONS = [
  {
    question: `How long does ${PLANS.trial.name} last?`,
    answer: `${TRIAL_DAYS} days from your payment. It is a single payment with no automatic billing: afterwards access simply ends unless you choose ${PLANS.pro.name}.`,
  },
  {
    question: "How do I pay?",
    answer:
      "With any major credit or debit card, through our card payment provider's secure checkout. Your card details never touch our servers.",
  },
  {
    question: "Is there a money-back guarantee?",
    answer: `Yes. ${MONEY_BACK_GUARANTEE}`,
  },
  {
    question: `Can I cancel ${PLANS.pro.name}?`,
    answer:
      "Anytime, from your account settings or the customer portal, with no fees. You keep access until the end of the month you paid for.",
  },
  {
    question: `Can I upgrade from ${PLANS.trial.name}?`,
    answer: `Yes, at any time. ${PLANS.pro.name} starts at once and replaces your trial; the trial's days left are not refunded.`,
  },
];

export function PlansFaq() {
  return (
    <section aria-labelledby="plans-faq" className="flex flex-col gap-4">
      <h2 id="plans-faq" className="text-xl font-bold tracking-tight md:text-2xl">
        Frequently asked questions
      </h2>
      <div className="divide-y rounded-xl border bg-card">
        {QUESTIONS.map(({ question, answer }) => (
          <details key={question} className="group px-4 py-3 md:px-5">
            <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-3 font-medium">
              {question}
              <span aria-hidden className="text-muted-foreground transition-transform group-open:rotate-45">
                +
              </span>
            </summary>
            <p className="pb-2 text-sm text-muted-foreground">{answer}</p>
          </details>
        ))}
      </div>
    </section>
  );
}
