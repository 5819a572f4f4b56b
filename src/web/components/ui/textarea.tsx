import { styled } from "@/components/ui/styled";

export const Textarea = styled(
  "textarea",
  "flex min-h-24 w-full min-w-0 rounded-md border border-input bg-background/60 px-3 py-2 text-base text-foreground shadow-xs transition-colors placeholder:text-muted-foreground/80 md:text-sm",
  "focus-visible:border-ring focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring/40",
  "disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-loss",
);
