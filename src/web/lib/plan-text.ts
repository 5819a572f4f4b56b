import type { PlanText } from "@shared/plans";
import { useT } from "@/lib/i18n";

/**
 * Says a plan's text (a feature, a note, a badge: a `plans` catalogue key, or a key with its values, as the shared
 * plans code words them) in the language on screen, with the plans' names filled in wherever a text names them.
 */
export function usePlanText(): (text: PlanText | string) => string {
  const { t } = useT();
  const names = { trial: t("plans:names.trial"), pro: t("plans:names.pro") };
  return (text) => (typeof text === "string" ? t(text, names) : t(text.key, { ...names, ...text.values }));
}
