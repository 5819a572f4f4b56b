import { RegisterBenefits, RegisterOffer } from "@/features/auth/components/register-benefits";
import { RegisterForm } from "@/features/auth/components/register-form";
import { useT } from "@/lib/i18n";
import { usePageMeta } from "@/lib/use-page-meta";

export function RegisterPage() {
  const { t } = useT();
  usePageMeta({ title: t("auth:register.metaTitle"), description: t("auth:register.meta") });
  return (
    <div className="bg-market-grid flex-1 px-4 py-8 md:py-16">
      {/* Phones: headline, form, then the benefits. Wider: marketing column left, form right. */}
      <div className="mx-auto grid w-full max-w-5xl items-start gap-8 md:grid-cols-[1fr_minmax(0,28rem)] md:grid-rows-[auto_1fr] md:gap-x-12 md:gap-y-6 lg:gap-x-16">
        <RegisterOffer />
        <RegisterForm className="md:col-start-2 md:row-span-2 md:row-start-1" />
        <RegisterBenefits />
      </div>
    </div>
  );
}
