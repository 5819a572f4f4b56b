import type { ReactNode } from "react";
import { cn } from "@/lib/cn";

/** The centred column every sign-in style screen sits in, over the faint market grid. */
export function AuthShell({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <div className="bg-market-grid flex flex-1 justify-center px-4 py-8 md:items-center md:py-16">
      <div className={cn("w-full max-w-md", className)}>{children}</div>
    </div>
  );
}
