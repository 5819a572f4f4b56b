import { cn } from "@/lib/cn";
import { getAppName } from "@/lib/site-info";

/** The rising-line mark of favicon.svg, drawn inline so it follows the theme. */
export function BrandMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 64 64" aria-hidden className={cn("size-8 shrink-0", className)}>
      <rect width="64" height="64" rx="14" className="fill-secondary" />
      <path
        d="M12 44 L26 30 L34 38 L52 18"
        fill="none"
        className="stroke-gain"
        strokeWidth="6"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <circle cx="52" cy="18" r="5" className="fill-gain" />
    </svg>
  );
}

interface BrandLogoProps {
  className?: string;
  /** Lets a crowded header hide the name on the narrowest phones. */
  nameClassName?: string;
}

export function BrandLogo({ className, nameClassName }: BrandLogoProps) {
  return (
    <span className={cn("inline-flex items-center gap-2.5", className)}>
      <BrandMark />
      <span className={cn("text-base font-bold tracking-tight text-foreground", nameClassName)}>{getAppName()}</span>
    </span>
  );
}
