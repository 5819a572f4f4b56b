import type { ReactNode } from "react";

interface SitePageProps {
  eyebrow: string;
  title: string;
  lead: ReactNode;
  children: ReactNode;
}

/** The frame of the static pages: a titled band over the market grid, then the content. */
export function SitePage({ eyebrow, title, lead, children }: SitePageProps) {
  return (
    <>
      <div className="bg-market-grid border-b px-4 pt-12 pb-10 md:pt-20 md:pb-14">
        <div className="mx-auto flex max-w-3xl flex-col items-center gap-4 text-center">
          <p className="text-xs font-semibold tracking-widest text-gain uppercase">{eyebrow}</p>
          <h1 className="text-4xl font-bold tracking-tight text-balance md:text-5xl">{title}</h1>
          <div className="text-lg text-pretty text-muted-foreground">{lead}</div>
        </div>
      </div>
      <div className="flex-1 px-4 py-12 md:py-16">{children}</div>
    </>
  );
}
