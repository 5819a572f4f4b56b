import { Menu } from "lucide-react";
import { Suspense, lazy, useRef, useState } from "react";
import { Button } from "@/components/ui/button";

// The panel (and the dialog code under it) loads on first use, so the landing page does not pay for it.
const loadPanel = () => import("@/app/layouts/mobile-menu-panel");
const MobileMenuPanel = lazy(async () => ({ default: (await loadPanel()).MobileMenuPanel }));

/** Mobile slide-out menu: the toggle in the header, below 768 px. */
export function MobileMenu() {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);

  return (
    <>
      <Button
        ref={toggle}
        variant="ghost"
        size="icon"
        className="md:hidden"
        aria-label="Open menu"
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
      </Button>
      {wanted && (
        <Suspense fallback={null}>
          <MobileMenuPanel open={open} onOpenChange={setOpen} returnFocusTo={toggle} />
        </Suspense>
      )}
    </>
  );
}
