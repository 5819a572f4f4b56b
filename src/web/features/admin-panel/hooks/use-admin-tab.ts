import { useSearchParams } from "react-router";

/**
 * The open tab lives in the address (?tab=users), so a reload or a shared link lands on the same tab. Another tab
 * starts afresh: what the last one had open (an editor) is not carried over.
 */
export function useAdminTab<T extends string>(tabs: readonly T[], fallback: T): [T, (tab: string) => void] {
  const [params, setParams] = useSearchParams();
  const wanted = params.get("tab");
  const tab = tabs.find((known) => known === wanted) ?? fallback;
  const select = (next: string) => {
    if (next === tab) return;
    setParams(next === fallback ? {} : { tab: next }, { replace: true });
  };
  return [tab, select];
}
