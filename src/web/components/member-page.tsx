import type { ReactNode } from "react";
import { cn } from "@/lib/cn";

interface MemberPageProps {
  title: ReactNode;
  /** A sentence under the heading saying what the page holds. */
  intro: ReactNode;
  /** Beside the heading, such as a badge for the member's plan. */
  aside?: ReactNode;
  /** Room for two columns of cards. */
  wide?: boolean;
  children: ReactNode;
}

/** A member page's frame: its heading and introduction, then its content, at a reading width. */
export function MemberPage({ title, intro, aside, wide = false, children }: MemberPageProps) {
  const heading = <h1 className="text-2xl font-bold tracking-tight md:text-3xl">{title}</h1>;
  return (
    <div
      className={cn("mx-auto flex w-full flex-col gap-6 px-4 py-6 md:px-6 md:py-10", wide ? "max-w-4xl" : "max-w-3xl")}
    >
      <div className="flex flex-col gap-2">
        {aside !== undefined ? (
          <div className="flex flex-wrap items-center gap-3">
            {heading}
            {aside}
          </div>
        ) : (
          heading
        )}
        <p className="text-sm text-muted-foreground">{intro}</p>
      </div>
      {children}
    </div>
  );
}
