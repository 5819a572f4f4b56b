import { Languages } from "lucide-react";
import { SectionCard } from "@/components/section-card";
import { LanguageSelect } from "@/components/language-select";
import { useT } from "@/lib/i18n";

/**
 * The language the app speaks to the member (docs/decisions/0037-languages.md): the header's switcher, here too where a
 * member looks for their settings. The choice shows at once and is stored on the account, so it follows them.
 */
export function LanguageCard() {
  const { t } = useT();
  return (
    <SectionCard
      region
      title={t("account:language.title")}
      icon={Languages}
      iconClassName="text-info"
      description={t("account:language.description")}
    >
      <LanguageSelect className="h-11 w-full sm:w-72" />
    </SectionCard>
  );
}
