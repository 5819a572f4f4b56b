import type { ComponentProps } from "react";
import { styled } from "@/components/ui/styled";
import { cn } from "@/lib/cn";

export const Card = styled("div", "rounded-xl border bg-card text-card-foreground shadow-card");

export const CardHeader = styled("div", "flex flex-col gap-1.5 p-5 md:p-6");

/** A card's heading: an h2, or the page's h1 where the card is the page (the sign-in form). */
export function CardTitle({ className, level = 2, ...props }: ComponentProps<"h2"> & { level?: 1 | 2 }) {
  const Heading = level === 1 ? "h1" : "h2";
  return <Heading className={cn("text-lg leading-tight font-semibold tracking-tight", className)} {...props} />;
}

export const CardDescription = styled("p", "text-sm text-muted-foreground");

export const CardContent = styled("div", "px-5 pb-5 md:px-6 md:pb-6");

export const CardFooter = styled("div", "flex items-center px-5 pb-5 md:px-6 md:pb-6");
