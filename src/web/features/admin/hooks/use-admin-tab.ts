import { useSearchParams } from "react-router";

/** The open tab lives in the address (?tab=users), so a reload or a shared link lands on the same tab. */
export function useAdminTab<T extends string>(tabs: readonly T[], fallback: T): [T, (tab: string) => void] {
  const [params, setParams] = useSearchParams();
  const wanted = params.get("tab");
  const tab = tabs.find((known) => known === wanted) ?? fallback;
  const select = (next: string) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === fallback) updated.delete("tab");
        else updated.set("tab", next);
        return updated;
      },
      { replace: true },
    );
  return [tab, select];
}
