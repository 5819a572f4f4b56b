import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from "@tanstack/react-query";
import { ADMIN_USERS_DEFAULT_LIMIT, TOTAL_COUNT_HEADER, adminUserListSchema, type AdminUser } from "@shared/admin";
import { apiFetchWithHeaders } from "@/lib/api-client";
import { adminKeys } from "@/features/admin/api/query-keys";

export interface AdminUserPage {
  users: AdminUser[];
  /** How many users match the search in all, from X-Total-Count. */
  total: number;
  offset: number;
}

export async function getAdminUsers(search: string, offset: number): Promise<AdminUserPage> {
  const params = new URLSearchParams({ limit: String(ADMIN_USERS_DEFAULT_LIMIT), offset: String(offset) });
  if (search) params.set("search", search);
  const { data, headers } = await apiFetchWithHeaders(`/api/admin/users?${params}`, {
    schema: adminUserListSchema,
  }).catch((error: unknown) => {
    // A failed user load is logged; the screen shows that the list is missing.
    console.error("Loading the users failed", error);
    throw error;
  });
  const total = Number(headers.get(TOTAL_COUNT_HEADER));
  return { users: data, total: Number.isFinite(total) ? total : data.length, offset };
}

/** Pages of 50, newest first: 10,000 members never load at once. */
export function adminUsersQueryOptions(search: string) {
  return infiniteQueryOptions({
    queryKey: adminKeys.userList(search),
    queryFn: ({ pageParam }) => getAdminUsers(search, pageParam),
    initialPageParam: 0,
    getNextPageParam: (last) => {
      const next = last.offset + last.users.length;
      return last.users.length > 0 && next < last.total ? next : undefined;
    },
  });
}

/**
 * While a new search loads, the previous results stay on screen (marked busy) rather than blinking to a skeleton:
 * nothing jumps under the admin's pointer mid-click.
 */
export function useAdminUsers(search: string) {
  return useInfiniteQuery({ ...adminUsersQueryOptions(search), placeholderData: keepPreviousData });
}
