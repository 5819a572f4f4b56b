import { Fragment } from "react";
import { Link } from "@/lib/app-navigation";
import { LegalContact, LegalDocument } from "@/features/site/components/legal-document";
import { useT } from "@/lib/i18n";
import { richText } from "@/lib/rich-text";
import { getSiteInfo } from "@/lib/site-info";
import { usePageMeta } from "@/lib/use-page-meta";

/** How many days a request about one's data waits at most for its answer. */
const RIGHTS_ANSWER_DAYS = 30;

/** The sections that are one plain paragraph, in the policy's order after the list of data collected. */
const PLAIN_SECTIONS = [
  ["legal:privacy.use.heading", "legal:privacy.use.text"],
  ["legal:privacy.bases.heading", "legal:privacy.bases.text"],
  ["legal:privacy.cookies.heading", "legal:privacy.cookies.text"],
  ["legal:privacy.sharing.heading", "legal:privacy.sharing.text"],
  ["legal:privacy.retention.heading", "legal:privacy.retention.text"],
  ["legal:privacy.security.heading", "legal:privacy.security.text"],
] as const;

export function PrivacyPage() {
  const { t } = useT();
  const { appName, supportEmail, legal } = getSiteInfo();
  usePageMeta({ title: t("legal:privacy.title"), description: t("legal:privacy.description", { appName }) });
  const kinds = [
    ["legal:privacy.collect.account", "legal:privacy.collect.accountName"],
    ["legal:privacy.collect.subscription", "legal:privacy.collect.subscriptionName"],
    ["legal:privacy.collect.usage", "legal:privacy.collect.usageName"],
  ] as const;

  return (
    <LegalDocument title={t("legal:privacy.title")} path="/privacy">
      <p>{t("legal:privacy.intro", { appName })}</p>

      <h2>{t("legal:privacy.collect.heading")}</h2>
      <ul>
        {kinds.map(([text, name]) => (
          <li key={name}>{richText(t, text, { name: <strong>{t(name)}</strong> })}</li>
        ))}
      </ul>

      {PLAIN_SECTIONS.map(([heading, text]) => (
        <Fragment key={heading}>
          <h2>{t(heading)}</h2>
          <p>{t(text)}</p>
        </Fragment>
      ))}

      <h2>{t("legal:privacy.rights.heading")}</h2>
      <p>
        {richText(
          t,
          "legal:privacy.rights.text",
          { email: <a href={`mailto:${supportEmail}`}>{supportEmail}</a> },
          { count: RIGHTS_ANSWER_DAYS },
        )}
      </p>

      <h2>{t("legal:privacy.children.heading")}</h2>
      <p>{t("legal:privacy.children.text", { appName })}</p>

      <h2>{t("legal:privacy.transfers.heading")}</h2>
      <p>{t("legal:privacy.transfers.text", { jurisdiction: legal.jurisdiction })}</p>

      <h2>{t("legal:privacy.changes.heading")}</h2>
      <p>
        {richText(t, "legal:privacy.changes.text", {
          terms: <Link to="/terms">{t("legal:privacy.changes.terms")}</Link>,
        })}
      </p>

      <h2>{t("legal:privacy.contact.heading")}</h2>
      <LegalContact />
    </LegalDocument>
  );
}
