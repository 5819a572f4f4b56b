import type { ReactNode } from "react";
import { formatLongDate } from "@shared/format";
import { SitePage } from "@/features/site/components/site-page";
import { getSiteInfo } from "@/lib/site-info";

/** The legal pages show today's date as their last update. */
export function lastUpdatedText(today: Date): string {
  return `Last updated: ${formatLongDate(today)}`;
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
  return (
    <SitePage eyebrow="Legal" title={title} lead={<p>{lastUpdatedText(new Date())}</p>}>
      <article className="mx-auto flex max-w-3xl flex-col gap-4 leading-relaxed text-muted-foreground [&_a]:text-gain [&_a]:underline [&_a]:underline-offset-4 [&_h2]:mt-6 [&_h2]:text-xl [&_h2]:font-semibold [&_h2]:tracking-tight [&_h2]:text-foreground [&_strong]:text-foreground [&_ul]:flex [&_ul]:list-disc [&_ul]:flex-col [&_ul]:gap-2 [&_ul]:pl-6">
        {children}
      </article>
    </SitePage>
  );
}
