import { Label as LabelPrimitive } from "radix-ui";
import { styled } from "@/components/ui/styled";

export const Label = styled(
  LabelPrimitive.Root,
  "text-sm leading-none font-medium text-foreground select-none peer-disabled:cursor-not-allowed peer-disabled:opacity-60",
);
