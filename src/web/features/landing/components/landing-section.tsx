import type { ReactNode } from "react";
import { cn } from "@/lib/cn";

interface SectionHeadingProps {
  id: string;
  eyebrow: string;
  title: string;
  description?: string;
  className?: string;
}

/** The eyebrow, heading and lead line every landing section opens with; `id` labels the section. */
export function SectionHeading({ id, eyebrow, title, description, className }: SectionHeadingProps) {
  return (
    <div className={cn("mx-auto flex max-w-2xl flex-col items-center gap-3 text-center", className)}>
      <p className="text-xs font-semibold tracking-widest text-gain uppercase">{eyebrow}</p>
      <h2 id={id} className="text-3xl font-bold tracking-tight text-balance md:text-4xl">
        {title}
      </h2>
      {description && <p className="text-pretty text-muted-foreground md:text-lg">{description}</p>}
    </div>
  );
}

/** A landing section: full-width band, centred content, labelled by its heading. */
export function LandingSection({
  labelledBy,
  className,
  children,
}: {
  labelledBy: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={labelledBy} className={cn("scroll-mt-20 px-4 py-16 md:py-24", className)}>
      <div className="mx-auto flex w-full max-w-6xl flex-col gap-10 md:gap-14">{children}</div>
    </section>
  );
}
