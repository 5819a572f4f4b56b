import { Suspense } from "react";
import { Notice } from "@/components/risk-warning";
import { InPageLanguage, useNamespaces, useT } from "@/lib/i18n";

/**
 * The hypothetical-performance disclosure, beside any result that is worked out rather than traded
 * (docs/product.md#risk-warnings), in the page's language even on a page still in English. A file of its own, so that
 * a page without such results carries none of its text; its text loads once the page is interactive (the prerendered
 * page has it meanwhile).
 */
export function HypotheticalResultsNotice({ className }: { className?: string }) {
  return (
    <Suspense>
      <InPageLanguage>
        <Disclosure className={className} />
      </InPageLanguage>
    </Suspense>
  );
}

function Disclosure({ className }: { className?: string }) {
  useNamespaces(["pages"]);
  const { t } = useT();
  return (
    <Notice variant="box" title={t("pages:riskWarning.hypothetical.title")} className={className}>
      {t("pages:riskWarning.hypothetical.text")}
    </Notice>
  );
}
