import { BookOpen } from "lucide-react";
import { Link } from "react-router";
import { buttonVariants } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { cn } from "@/lib/cn";

/** Where an integrator starts: every operation, its parameters and the shapes it answers. */
export function ApiReferenceCard() {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-base">API Reference</CardTitle>
        <CardDescription>Every API operation with its parameters and answers, for integrations.</CardDescription>
      </CardHeader>
      <CardContent>
        <Link to="/admin/api" className={cn(buttonVariants({ variant: "outline" }))}>
          <BookOpen aria-hidden />
          Open the API reference
        </Link>
      </CardContent>
    </Card>
  );
}
