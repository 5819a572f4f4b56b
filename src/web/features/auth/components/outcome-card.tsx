import { ArrowRight, CircleCheck, Link2Off } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { AuthShell } from "@/features/auth/components/auth-shell";

/** The icons of the outcomes every emailed link shares: done, a link that cannot be used, still at work. */
export const OUTCOME_ICONS = {
  done: <CircleCheck className="size-6 text-gain" aria-hidden />,
  brokenLink: <Link2Off className="size-6 text-loss" aria-hidden />,
  working: <Spinner className="size-6" />,
};

/** Where an emailed link ends (a reset, a verification): what happened, said once, and the ways on. */
export function OutcomeCard({
  icon,
  title,
  message,
  children,
}: {
  icon: ReactNode;
  title: string;
  message: string;
  children?: ReactNode;
}) {
  return (
    <AuthShell>
      <Card>
        <CardHeader className="items-center gap-3 text-center">
          <span className="flex size-12 items-center justify-center rounded-full bg-secondary">{icon}</span>
          <CardTitle className="text-2xl">{title}</CardTitle>
          <CardDescription role="status" className="text-base">
            {message}
          </CardDescription>
        </CardHeader>
        {children && <CardContent className="grid gap-3">{children}</CardContent>}
      </Card>
    </AuthShell>
  );
}

/** A way on from an outcome: the main one filled, the others outlined. */
export function OutcomeLink({ to, label, main = false }: { to: string; label: string; main?: boolean }) {
  return (
    <Button asChild size="lg" variant={main ? "default" : "outline"} className="w-full">
      <Link to={to}>
        {label}
        <ArrowRight aria-hidden className="rtl:-scale-x-100" />
      </Link>
    </Button>
  );
}
