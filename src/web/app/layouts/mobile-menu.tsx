import { Menu } from "lucide-react";
import { Suspense, lazy, useRef, useState } from "react";
import { buttonVariants } from "@/components/ui/button-variants";
import { cn } from "@/lib/cn";
import { useT } from "@/lib/i18n";

// The panel (and the dialog code under it) loads on first use, so the landing page does not pay for it.
const loadPanel = () => import("@/app/layouts/mobile-menu-panel");
const MobileMenuPanel = lazy(async () => ({ default: (await loadPanel()).MobileMenuPanel }));

/** Mobile slide-out menu: the toggle in the header, below 768 px. */
export function MobileMenu() {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const { t } = useT();

  return (
    <>
      <button
        type="button"
        ref={toggle}
        className={cn(buttonVariants({ variant: "ghost", size: "icon" }), "md:hidden")}
        aria-label={t("site:menu.open")}
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={loadPanel}
        onFocus={loadPanel}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
      >
        <Menu className="size-6" aria-hidden />
      </button>
      {wanted && (
        <Suspense fallback={null}>
          <MobileMenuPanel open={open} onOpenChange={setOpen} returnFocusTo={toggle} />
        </Suspense>
      )}
    </>
  );
}
