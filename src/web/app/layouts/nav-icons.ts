import {
  CalendarRange,
  BarChart3,
  Info,
  LayoutDashboard,
  LifeBuoy,
  LineChart,
  Lightbulb,
  type LucideIcon,
} from "lucide-react";
import { BOTTOM_BAR_ICONS } from "@/app/layouts/bottom-bar-icons";
import type { NavIcon } from "@/app/layouts/navigation";

/** One picture per kind of destination, the same in every menu (and in the bottom bar, which shows some of them). */
export const NAV_ICONS: Record<NavIcon, LucideIcon> = {
  ...BOTTOM_BAR_ICONS,
  dashboard: LayoutDashboard,
  about: Info,
  support: LifeBuoy,
  summaries: CalendarRange,
  analytics: BarChart3,
  portfolio: LineChart,
  insights: Lightbulb,
};
