import type { ReactNode } from "react";
import { SitePage } from "@/features/site/components/site-page";
import { getSiteTexts } from "@/lib/site-texts";

/**
 * Support address, and the postal address and phone when they are configured. Their lines are always there, empty
 * when not configured: a prerendered page is built before the configuration is known
 * (docs/decisions/0011-prerendered-public-pages.md).
 */
export function LegalContact() {
  const { appName, supportEmail, addressLine, phoneLine } = getSiteTexts();
  return (
    <address className="flex flex-col rounded-lg border bg-card p-4 not-italic">
      <strong className="text-foreground">{appName}</strong>
      <span>
        Email:{" "}
        <a href={`mailto:${supportEmail}`} className="text-gain underline-offset-4 hover:underline">
          {supportEmail}
        </a>
      </span>
      <span className="empty:hidden">{addressLine}</span>
      <span className="empty:hidden">{phoneLine}</span>
    </address>
  );
}

/** A titled legal text with readable measure and heading styles for the plain elements inside it. */
export function LegalDocument({ title, children }: { title: string; children: ReactNode }) {
  // The day the texts last changed, from configuration (LEGAL_UPDATED), never the day they are read; nothing without it.
  return (
    <SitePage eyebrow="Legal" title={title} lead={<p>{getSiteTexts().legalUpdatedLine}</p>}>
      <article className="mx-auto flex max-w-3xl flex-col gap-4 leading-relaxed text-muted-foreground [&_a]:text-gain [&_a]:underline [&_a]:underline-offset-4 [&_h2]:mt-6 [&_h2]:text-xl [&_h2]:font-semibold [&_h2]:tracking-tight [&_h2]:text-foreground [&_strong]:text-foreground [&_ul]:flex [&_ul]:list-disc [&_ul]:flex-col [&_ul]:gap-2 [&_ul]:pl-6">
        {children}
      </article>
    </SitePage>
  );
}
