import { MONEY_BACK_DAYS, TRIAL_DAYS } from "@shared/plans";
import { useNamespaces } from "@/lib/i18n";
import { usePlanText } from "@/lib/plan-text";

/**
 * FAQ, with the guarantee's one number (docs/product.md#plans; worded as the terms word it) and Pro as a monthly
 * subscription (2).
 */
const QUESTIONS = [
  {
    question: "planFacts:faq.trialLength.question",
    answer: { key: "planFacts:faq.trialLength.answer", count: TRIAL_DAYS },
  },
  { question: "planFacts:faq.payment.question", answer: { key: "planFacts:faq.payment.answer" } },
  {
    question: "planFacts:faq.guarantee.question",
    answer: { key: "planFacts:faq.guarantee.answer", count: MONEY_BACK_DAYS },
  },
  { question: "planFacts:faq.cancel.question", answer: { key: "planFacts:faq.cancel.answer" } },
  { question: "planFacts:faq.upgrade.question", answer: { key: "planFacts:faq.upgrade.answer" } },
];

/** The questions and their answers, loaded once the page is interactive (PlansFaq). */
export function Questions() {
  useNamespaces(["planFacts"]);
  const say = usePlanText();
  return (
    <section aria-labelledby="plans-faq" className="flex flex-col gap-4">
      <h2 id="plans-faq" className="text-xl font-bold tracking-tight md:text-2xl">
        {say("planFacts:faq.title")}
      </h2>
      <div className="divide-y rounded-xl border bg-card">
        {QUESTIONS.map(({ question, answer }) => (
          <details key={question} className="group px-4 py-3 md:px-5">
            <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-3 font-medium">
              {say(question)}
              <span aria-hidden className="text-muted-foreground transition-transform group-open:rotate-45">
                +
              </span>
            </summary>
            <p className="pb-2 text-sm text-muted-foreground">
              {say(answer.count === undefined ? answer.key : { key: answer.key, values: { count: answer.count } })}
            </p>
          </details>
        ))}
      </div>
    </section>
  );
}
