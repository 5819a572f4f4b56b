import { Spinner } from "@/components/ui/spinner";

/** Full-height placeholder while the session check (or a page's first load) is pending. */
export function PageLoader({ label = "Loading" }: { label?: string }) {
  return (
    <div className="flex min-h-[60dvh] flex-1 items-center justify-center">
      <Spinner label={label} className="size-8 text-gain" />
    </div>
  );
}
