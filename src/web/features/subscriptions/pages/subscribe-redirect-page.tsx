import { useEffect } from "react";
import { useNavigate } from "react-router";
import { Spinner } from "@/components/ui/spinner";
import { useT } from "@/lib/i18n";
import { usePageMeta } from "@/lib/use-page-meta";

/** /subscribe only forwards to the plan choice. */
export function SubscribeRedirectPage() {
  const { t } = useT();
  usePageMeta({ title: t("plans:meta.title"), description: t("subscription:redirect.description") });
  const navigate = useNavigate();
  useEffect(() => {
    navigate("/plans", { replace: true });
  }, [navigate]);

  return (
    <div role="status" className="flex flex-1 flex-col items-center justify-center gap-4 py-24">
      <Spinner className="size-8 text-gain" />
      <p className="text-muted-foreground">{t("subscription:redirect.text")}</p>
    </div>
  );
}
