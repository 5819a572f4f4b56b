import type { ComponentProps, ElementType } from "react";
import { cn } from "@/lib/cn";

/**
 * A part (a Radix primitive, an element) wearing the design's classes, before any its caller adds: the one way the
 * primitives here that only style their part are written.
 */
export function styled<Part extends ElementType>(part: Part, ...classes: string[]) {
  function Styled({ className, ...props }: ComponentProps<Part> & { className?: string }) {
    const Element: ElementType = part;
    return <Element className={cn(...classes, className)} {...props} />;
  }
  return Styled;
}
