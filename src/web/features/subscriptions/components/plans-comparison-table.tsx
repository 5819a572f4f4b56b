import { Check, Minus } from "lucide-react";
import { earlyAccessComparison } from "@shared/early-access";
import { PLAN_NAME_KEYS } from "@shared/plans";
import { useNamespaces, useT } from "@/lib/i18n";
import { usePlanText } from "@/lib/plan-text";

/** What both plans include and what only Pro adds. */
const ROWS: { feature: string; trial: boolean }[] = [
  { feature: "planFacts:compare.signals", trial: true },
  { feature: "planFacts:compare.commentary", trial: true },
  { feature: "planFacts:compare.mobile", trial: true },
  { feature: "planFacts:compare.support", trial: false },
  { feature: "planFacts:compare.analytics", trial: false },
  { feature: "planFacts:compare.portfolio", trial: false },
  { feature: "planFacts:compare.insights", trial: false },
  { feature: "planFacts:compare.summaries", trial: false },
];

function Mark({ included }: { included: boolean }) {
  const { t } = useT();
  return included ? (
    <>
      <Check className="mx-auto size-5 text-gain" aria-hidden />
      <span className="sr-only">{t("planFacts:compare.included")}</span>
    </>
  ) : (
    <>
      <Minus className="mx-auto size-5 text-muted-foreground" aria-hidden />
      <span className="sr-only">{t("planFacts:compare.notIncluded")}</span>
    </>
  );
}

/** A row whose plans differ by more than included or not: each cell says how. */
function TextRow({ feature, trial, pro }: { feature: string; trial: string; pro: string }) {
  return (
    <tr className="border-t">
      <th scope="row" className="px-3 py-3 text-left font-normal md:px-5">
        {feature}
      </th>
      <td className="px-2 py-3 text-center text-muted-foreground">{trial}</td>
      <td className="px-2 py-3 text-center font-medium text-gain">{pro}</td>
    </tr>
  );
}

/** The table itself, loaded once the page is interactive (PlansComparison). */
export function Comparison({ earlyAccessMinutes }: { earlyAccessMinutes: number }) {
  useNamespaces(["planFacts"]);
  const { t } = useT();
  const say = usePlanText();
  const comparison = earlyAccessComparison(earlyAccessMinutes);
  const earlyAccess = comparison && {
    feature: say(comparison.feature),
    trial: say(comparison.trial),
    pro: say(comparison.pro),
  };
  return (
    <section aria-labelledby="compare-plans" className="flex flex-col gap-4">
      <h2 id="compare-plans" className="text-xl font-bold tracking-tight md:text-2xl">
        {t("planFacts:compare.title")}
      </h2>
      <div className="overflow-hidden rounded-xl border bg-card">
        <table className="w-full text-sm">
          <thead className="bg-muted/60 text-left">
            <tr>
              <th scope="col" className="px-3 py-3 font-semibold md:px-5">
                {t("planFacts:compare.feature")}
              </th>
              <th scope="col" className="w-24 px-2 py-3 text-center font-semibold md:w-40">
                {t(PLAN_NAME_KEYS.trial)}
              </th>
              <th scope="col" className="w-24 px-2 py-3 text-center font-semibold md:w-40">
                {t(PLAN_NAME_KEYS.pro)}
              </th>
            </tr>
          </thead>
          <tbody>
            {earlyAccess && <TextRow {...earlyAccess} />}
            {ROWS.map((row) => (
              <tr key={row.feature} className="border-t">
                <th scope="row" className="px-3 py-3 text-left font-normal md:px-5">
                  {t(row.feature)}
                </th>
                <td className="px-2 py-3">
                  <Mark included={row.trial} />
                </td>
                <td className="px-2 py-3">
                  <Mark included />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
