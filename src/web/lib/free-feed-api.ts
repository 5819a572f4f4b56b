import { queryOptions, useQuery } from "@tanstack/react-query";
import type { FreeFeed } from "@shared/free-feed-api";
import { apiFetch } from "@/lib/api-client";

export const freeFeedKeys = {
  all: ["free-feed"] as const,
  page: (page: number) => ["free-feed", page] as const,
};

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null;

/**
 * The free feed's answer, checked by its shape with a hand-written guard rather than the zod schema, as the track
 * record's is (lib/parse-track-record.ts): the public pages' first download carries no zod
 * (docs/decisions/0018-lean-public-entry.md). The server answers through the schema.
 */
export function parseFreeFeed(value: unknown): FreeFeed {
  const valid =
    isObject(value) &&
    typeof value.delay === "string" &&
    typeof value.hours === "number" &&
    typeof value.total === "number" &&
    typeof value.page === "number" &&
    typeof value.pageSize === "number" &&
    Array.isArray(value.entries) &&
    value.entries.every(
      (entry) =>
        isObject(entry) &&
        typeof entry.recordNumber === "number" &&
        typeof entry.asset === "string" &&
        Array.isArray(entry.targets) &&
        Array.isArray(entry.events),
    );
  if (!valid) throw new Error("The free signals could not be read.");
  return value as unknown as FreeFeed;
}

/** docs/product.md#free-delayed-feed: one page of the free feed; a 404 while the provider has it off. */
export async function getFreeFeed(page: number): Promise<FreeFeed> {
  return parseFreeFeed(await apiFetch(`/api/public/free-signals${page > 1 ? `?page=${page}` : ""}`));
}

export function freeFeedQueryOptions(page = 1) {
  return queryOptions({ queryKey: freeFeedKeys.page(page), queryFn: () => getFreeFeed(page), retry: false });
}

/** `enabled: false` waits (e.g. until the part that links to it nears the viewport). */
export function useFreeFeed({ page = 1, enabled = true }: { page?: number; enabled?: boolean } = {}) {
  return useQuery({ ...freeFeedQueryOptions(page), enabled });
}
