import { LogIn } from "lucide-react";
import { Link } from "@/lib/app-navigation";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { useT } from "@/lib/i18n";

/** Plans page: shown to visitors, who must sign in before buying. */
export function LoginRequiredCard() {
  const { t } = useT();
  return (
    <Card className="flex flex-col gap-4 border-info/40 bg-info/5 p-5 md:flex-row md:items-center md:justify-between md:p-6">
      <div className="flex items-start gap-3">
        <LogIn className="mt-0.5 size-5 shrink-0 text-info" aria-hidden />
        <div className="flex flex-col gap-1">
          <h2 className="font-semibold">{t("plans:login.title")}</h2>
          <p className="text-sm text-muted-foreground">{t("plans:login.text")}</p>
        </div>
      </div>
      <div className="grid grid-cols-2 gap-2 md:flex">
        <Button asChild variant="outline">
          <Link to="/login" state={{ from: "/plans" }}>
            {t("plans:login.login")}
          </Link>
        </Button>
        <Button asChild>
          <Link to="/register">{t("plans:login.register")}</Link>
        </Button>
      </div>
    </Card>
  );
}
