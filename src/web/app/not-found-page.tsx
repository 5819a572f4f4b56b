import { Compass } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { useT } from "@/lib/i18n";
import { usePageMeta } from "@/lib/use-page-meta";

/** An address that is no page: the server answers it 404 with this screen. */
export function NotFoundPage() {
  const { t } = useT();
  usePageMeta({ title: t("app:errorPages.notFound.title"), description: t("app:errorPages.notFound.description") });
  return (
    <div className="bg-market-grid flex flex-1 items-center justify-center px-4 py-16">
      <div className="flex max-w-md flex-col items-center gap-4 text-center">
        <span className="flex size-14 items-center justify-center rounded-full bg-secondary text-gain">
          <Compass className="size-7" aria-hidden />
        </span>
        <h1 className="text-2xl font-bold tracking-tight md:text-3xl">{t("app:errorPages.notFound.heading")}</h1>
        <p className="text-muted-foreground">{t("app:errorPages.notFound.text")}</p>
        <Button asChild size="lg" className="mt-2">
          <Link to="/">{t("app:errorPages.home")}</Link>
        </Button>
      </div>
    </div>
  );
}
