import type { ReactNode } from "react";
import { formatCalendarDay } from "@shared/format";
import { SitePage } from "@/features/site/components/site-page";
import { getSiteInfo } from "@/lib/site-info";

/**
 * The day the texts last changed, from configuration (LEGAL_UPDATED), never the day they are read; a page served
 * without it says nothing rather than a wrong date.
 */
export function lastUpdatedText(updated: string | undefined): string | null {
  return updated ? `Last updated: ${formatCalendarDay(updated)}` : null;
}

/** Support address, and the postal address and phone when they are configured. */
export function LegalContact() {
  const { appName, supportEmail, legal } = getSiteInfo();
  return (
    <address className="rounded-lg border bg-card p-4 not-italic">
      <strong className="text-foreground">{appName}</strong>
      <br />
      Email:{" "}
      <a href={`mailto:${supportEmail}`} className="text-gain underline-offset-4 hover:underline">
        {supportEmail}
      </a>
      {legal.address && (
        <>
          <br />
          Address: {legal.address}
        </>
      )}
      {legal.phone && (
        <>
          <br />
          Phone: {legal.phone}
        </>
      )}
    </address>
  );
}

/** A titled legal text with readable measure and heading styles for the plain elements inside it. */
export function LegalDocument({ title, children }: { title: string; children: ReactNode }) {
  const updated = lastUpdatedText(getSiteInfo().legal.updated);
  return (
    <SitePage eyebrow="Legal" title={title} lead={updated && <p>{updated}</p>}>
      <article className="mx-auto flex max-w-3xl flex-col gap-4 leading-relaxed text-muted-foreground [&_a]:text-gain [&_a]:underline [&_a]:underline-offset-4 [&_h2]:mt-6 [&_h2]:text-xl [&_h2]:font-semibold [&_h2]:tracking-tight [&_h2]:text-foreground [&_strong]:text-foreground [&_ul]:flex [&_ul]:list-disc [&_ul]:flex-col [&_ul]:gap-2 [&_ul]:pl-6">
        {children}
      </article>
    </SitePage>
  );
}
