import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { PageLoader } from "@/components/page-loader";
import { RetryAlert } from "@/components/retry-alert";
import { useT } from "@/lib/i18n";

interface QueryViewProps<T> {
  query: UseQueryResult<T>;
  /** Announced while the first answer is on its way; "Loading" in the page's language when not given. */
  loadingLabel?: string;
  /** What stands in the data's place meanwhile, when not the page's spinner (a skeleton inside a card). */
  placeholder?: ReactNode;
  /** Said when it failed, above a Retry. */
  errorMessage: string;
  children: (data: T) => ReactNode;
}

/** What a page's data shows while it loads, when it fails (with a Retry) and, once it is there, the page itself. */
export function QueryView<T>({ query, loadingLabel, placeholder, errorMessage, children }: QueryViewProps<T>) {
  const { t } = useT();
  if (query.isPending) return placeholder ?? <PageLoader label={loadingLabel ?? t("app:controls.loading")} />;
  if (query.isError) {
    return <RetryAlert message={errorMessage} retrying={query.isFetching} onRetry={() => void query.refetch()} />;
  }
  return children(query.data);
}
