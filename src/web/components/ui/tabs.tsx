import { Tabs as TabsPrimitive } from "radix-ui";
import { styled } from "@/components/ui/styled";

export const Tabs = TabsPrimitive.Root;

export const TabsList = styled(
  TabsPrimitive.List,
  "inline-flex w-full items-center gap-1 overflow-x-auto rounded-lg border bg-muted p-1 md:w-fit",
);

export const TabsTrigger = styled(
  TabsPrimitive.Trigger,
  "inline-flex min-h-11 flex-1 items-center justify-center gap-2 rounded-md px-3 text-sm font-medium whitespace-nowrap text-muted-foreground transition-colors hover:text-foreground md:flex-none",
  "data-[state=active]:bg-card data-[state=active]:text-foreground data-[state=active]:shadow-sm",
  "disabled:pointer-events-none disabled:opacity-50 [&_svg]:size-4",
);

export const TabsContent = styled(TabsPrimitive.Content, "mt-4 outline-none");
