import { ScrollText } from "lucide-react";
import { Link } from "react-router";
import { PAGE_PATHS } from "@shared/pages";
import { buttonVariants } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { cn } from "@/lib/cn";

/** The way to the admin log (docs/admin-panel.md#admin-log), on the desktop's and the phone's Settings alike. */
export function AdminLogCard() {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-base">Admin log</CardTitle>
        <CardDescription>Every admin action: who, when, from where and what changed.</CardDescription>
      </CardHeader>
      <CardContent>
        <Link to={PAGE_PATHS.adminLog} className={cn(buttonVariants({ variant: "outline" }))}>
          <ScrollText aria-hidden />
          Open the admin log
        </Link>
      </CardContent>
    </Card>
  );
}
