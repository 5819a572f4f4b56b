import { Link } from "@/lib/app-navigation";
import { MONEY_BACK_DAYS, PLANS, TRIAL_DAYS, formatPlanPrice } from "@shared/plans";
import { REFERRAL_WINDOW_DAYS } from "@shared/referral-terms";
import { LegalContact, LegalDocument } from "@/features/site/components/legal-document";
import { useT } from "@/lib/i18n";
import { richText } from "@/lib/rich-text";
import { getSiteInfo } from "@/lib/site-info";
import { usePageMeta } from "@/lib/use-page-meta";

export function TermsPage() {
  const { t } = useT();
  const { appName, supportEmail, legal } = getSiteInfo();
  usePageMeta({ title: t("legal:terms.title"), description: t("legal:terms.description", { appName }) });
  const trial = PLANS.trial;
  const pro = PLANS.pro;
  const plans = { trial: trial.name, pro: pro.name };

  return (
    <LegalDocument title={t("legal:terms.title")} path="/terms">
      <p>{t("legal:terms.intro", { appName })}</p>

      <h2>{t("legal:terms.service.heading")}</h2>
      <p>{t("legal:terms.service.text", { appName })}</p>

      <h2>{t("legal:terms.advice.heading")}</h2>
      <p>{richText(t, "legal:terms.advice.text", { risk: <strong>{t("legal:terms.advice.risk")}</strong> })}</p>

      <h2>{t("legal:terms.eligibility.heading")}</h2>
      <p>{t("legal:terms.eligibility.text", { appName })}</p>

      <h2>{t("legal:terms.plans.heading")}</h2>
      <ul>
        <li>
          <strong>{trial.name}</strong>:{" "}
          {t("legal:terms.plans.trial", { price: formatPlanPrice(trial), count: TRIAL_DAYS })}
        </li>
        <li>
          <strong>{pro.name}</strong>: {t("legal:terms.plans.pro", { price: formatPlanPrice(pro) })}
        </li>
      </ul>
      <p>{t("legal:terms.plans.text", plans)}</p>

      <h2>{t("legal:terms.cancellation.heading")}</h2>
      <p>{t("legal:terms.cancellation.text", plans)}</p>

      <h2>{t("legal:terms.guarantee.heading")}</h2>
      <p>
        {t("legal:terms.guarantee.rule", { count: MONEY_BACK_DAYS })}{" "}
        {richText(t, "legal:terms.guarantee.text", { email: <a href={`mailto:${supportEmail}`}>{supportEmail}</a> })}
      </p>

      <h2>{t("legal:terms.use.heading")}</h2>
      <p>{t("legal:terms.use.text")}</p>

      <h2>{t("legal:terms.property.heading")}</h2>
      <p>{t("legal:terms.property.text", { appName })}</p>

      <h2>{t("legal:terms.liability.heading")}</h2>
      <p>{t("legal:terms.liability.text")}</p>

      <h2>{t("legal:terms.changes.heading")}</h2>
      <p>{t("legal:terms.changes.text")}</p>

      <h2>{t("legal:terms.law.heading")}</h2>
      <p>{t("legal:terms.law.text", { jurisdiction: legal.jurisdiction })}</p>

      <h2>{t("legal:terms.referrals.heading")}</h2>
      <p>
        {t("legal:terms.referrals.text", {
          attribution: t("legal:terms.referrals.attribution", { count: REFERRAL_WINDOW_DAYS }),
          responsibility: t("legal:terms.referrals.responsibility"),
        })}
      </p>

      <h2>{t("legal:terms.contact.heading")}</h2>
      <p>
        {richText(t, "legal:terms.contact.text", {
          privacy: <Link to="/privacy">{t("legal:terms.contact.privacy")}</Link>,
        })}
      </p>
      <LegalContact />
    </LegalDocument>
  );
}
