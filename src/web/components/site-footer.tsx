import { Mail } from "lucide-react";
import { Link } from "@/lib/app-navigation";
import { BrandLogo } from "@/components/brand";
import { riskWarningFor } from "@/lib/risk-warning";
import { getSiteInfo } from "@/lib/site-info";
import { useHydrated } from "@/lib/use-hydrated";
import { useT } from "@/lib/i18n";

const PAGES = [
  { label: "site:nav.plans", to: "/plans" },
  { label: "site:nav.about", to: "/about" },
  { label: "site:footer.terms", to: "/terms" },
  { label: "site:footer.privacy", to: "/privacy" },
] as const;

/**
 * Twitter, LinkedIn and Telegram placeholders, made useful: no accounts exist to link to, so each
 * shares the site instead of leading nowhere.
 */
export function shareLinks(url: string, text: string) {
  const u = encodeURIComponent(url);
  const t = encodeURIComponent(text);
  return [
    { label: "Twitter", href: `https://twitter.com/intent/tweet?url=${u}&text=${t}` },
    { label: "LinkedIn", href: `https://www.linkedin.com/sharing/share-offsite/?url=${u}` },
    { label: "Telegram", href: `https://t.me/share/url?url=${u}&text=${t}` },
  ];
}

const linkClass =
  "inline-flex min-h-11 min-w-11 items-center text-sm text-muted-foreground transition-colors hover:text-foreground";

export function SiteFooter() {
  const { appName, supportEmail } = getSiteInfo();
  const { t } = useT();
  // The share links need the address the visitor uses, and the year their clock: both come once the page runs in
  // their browser, never from the build (docs/decisions/0011-prerendered-public-pages.md).
  const hydrated = useHydrated();

  return (
    <footer className="border-t bg-card/40 px-4 pt-12 pb-8">
      <div className="mx-auto flex w-full max-w-6xl flex-col gap-10">
        <div className="grid grid-cols-2 gap-8 md:grid-cols-[2fr_1fr_1fr]">
          <div className="col-span-2 flex flex-col gap-3 md:col-span-1">
            <BrandLogo />
            <p className="max-w-sm text-sm text-muted-foreground">{t("site:footer.tagline")}</p>
            <a href={`mailto:${supportEmail}`} className={`${linkClass} gap-2 self-start`}>
              <Mail className="size-4" aria-hidden />
              {supportEmail}
            </a>
          </div>
          <nav aria-label={t("site:footer.site")}>
            <h2 className="mb-2 text-sm font-semibold">{t("site:footer.company")}</h2>
            <ul>
              {PAGES.map(({ label, to }) => (
                <li key={to}>
                  <Link to={to} className={linkClass}>
                    {t(label)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <div>
            <h2 className="mb-2 text-sm font-semibold">{t("site:footer.share", { appName })}</h2>
            <ul>
              {(hydrated ? shareLinks(window.location.origin, t("site:footer.shareText", { appName })) : []).map(
                ({ label, href }) => (
                  <li key={label}>
                    <a href={href} target="_blank" rel="noopener noreferrer" className={linkClass}>
                      {label}
                      <span className="sr-only"> {t("site:footer.opensShare")}</span>
                    </a>
                  </li>
                ),
              )}
            </ul>
          </div>
        </div>
        <div className="flex flex-col gap-4 border-t pt-6 text-xs text-muted-foreground">
          <p>
            <strong className="font-semibold text-foreground">{t("site:footer.riskDisclaimer")}</strong>:{" "}
            <bdi>{riskWarningFor("siteFooter")}</bdi> {t("site:footer.educationOnly", { appName })}
          </p>
          <p>
            © {hydrated && `${new Date().getFullYear()} `}
            {appName}. {t("site:footer.rights")}
          </p>
        </div>
      </div>
    </footer>
  );
}
