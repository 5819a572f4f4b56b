import type { ReactNode } from "react";
import { DEFAULT_LANGUAGE } from "@shared/i18n/languages";
import { localizedPagePath } from "@shared/pages";
import { SitePage } from "@/features/site/components/site-page";
import { useT } from "@/lib/i18n";
import { richText } from "@/lib/rich-text";
import { getSiteTexts } from "@/lib/site-texts";

/**
 * Support address, and the postal address and phone when they are configured. Their lines are always there, empty
 * when not configured: a prerendered page is built before the configuration is known
 * (docs/decisions/0011-prerendered-public-pages.md).
 */
export function LegalContact() {
  const { t, language } = useT();
  const { appName, supportEmail, addressLine, phoneLine } = getSiteTexts(language, t);
  return (
    <address className="flex flex-col rounded-lg border bg-card p-4 not-italic">
      <strong className="text-foreground">{appName}</strong>
      <span>
        {t("legal:email")}{" "}
        <a href={`mailto:${supportEmail}`} className="text-gain underline-offset-4 hover:underline">
          {supportEmail}
        </a>
      </span>
      <span className="empty:hidden">{addressLine}</span>
      <span className="empty:hidden">{phoneLine}</span>
    </address>
  );
}

/**
 * In a translation, that it is one and that the English text prevails, with a link to it. The link shows the English
 * text in place (the page's own address would answer in the visitor's remembered language).
 */
function TranslationNotice({ path }: { path: string }) {
  const { t, language, setLanguage } = useT();
  if (language === DEFAULT_LANGUAGE) return null;
  const english = (
    <a
      href={localizedPagePath(path, DEFAULT_LANGUAGE)}
      hrefLang={DEFAULT_LANGUAGE}
      onClick={(event) => {
        event.preventDefault();
        setLanguage(DEFAULT_LANGUAGE);
      }}
    >
      {t("legal:englishVersion")}
    </a>
  );
  return <p className="rounded-lg border bg-card p-4 text-sm">{richText(t, "legal:translation", { english })}</p>;
}

/**
 * A titled legal text with readable measure and heading styles for the plain elements inside it; `path` is its page,
 * whose English text a translation names as the one that prevails.
 */
export function LegalDocument({ title, path, children }: { title: string; path: string; children: ReactNode }) {
  const { t, language } = useT();
  // The day the texts last changed, from configuration (LEGAL_UPDATED), never the day they are read; nothing without it.
  return (
    <SitePage eyebrow={t("legal:eyebrow")} title={title} lead={<p>{getSiteTexts(language, t).legalUpdatedLine}</p>}>
      <article className="mx-auto flex max-w-3xl flex-col gap-4 leading-relaxed text-muted-foreground [&_a]:text-gain [&_a]:underline [&_a]:underline-offset-4 [&_h2]:mt-6 [&_h2]:text-xl [&_h2]:font-semibold [&_h2]:tracking-tight [&_h2]:text-foreground [&_strong]:text-foreground [&_ul]:flex [&_ul]:list-disc [&_ul]:flex-col [&_ul]:gap-2 [&_ul]:ps-6">
        <TranslationNotice path={path} />
        {children}
      </article>
    </SitePage>
  );
}
