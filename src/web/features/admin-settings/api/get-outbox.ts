import { queryOptions, useQuery } from "@tanstack/react-query";
import { outboxListSchema, renderedEmailSchema, type OutboxList, type RenderedEmailView } from "@shared/email";
import { apiFetch } from "@/lib/api-client";
import { adminKeys } from "@/features/admin/api/query-keys";

/** The newest messages of the outbox (the development mail viewer; a test deployment only, else a 404). */
export function getOutbox(): Promise<OutboxList> {
  return apiFetch("/api/admin/mail", { schema: outboxListSchema });
}

export function useOutbox() {
  return useQuery(queryOptions({ queryKey: adminKeys.mail(), queryFn: getOutbox, retry: false }));
}

/** One message as its recipient gets it. */
export function getOutboxMessage(id: string): Promise<RenderedEmailView> {
  return apiFetch(`/api/admin/mail/${encodeURIComponent(id)}`, { schema: renderedEmailSchema });
}

export function useOutboxMessage(id: string | null) {
  return useQuery(
    queryOptions({
      queryKey: adminKeys.mailMessage(id ?? ""),
      queryFn: () => getOutboxMessage(id ?? ""),
      enabled: id !== null,
      staleTime: Infinity,
    }),
  );
}
