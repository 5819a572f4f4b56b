import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from "@tanstack/react-query";
import {
  ADMIN_USERS_DEFAULT_LIMIT,
  TOTAL_COUNT_HEADER,
  adminUserListSchema,
  type AdminUserListItem,
  type MemberStanding,
} from "@shared/admin";
import { apiFetchWithHeaders } from "@/lib/api-client";
import { adminKeys } from "@/features/admin/api/query-keys";

export interface AdminUserPage {
  users: AdminUserListItem[];
  /** How many users match the search and filters in all, from X-Total-Count. */
  total: number;
  offset: number;
}

/** What the list asks the server for; "" is no filter. */
export interface AdminUserFilters {
  search: string;
  status: MemberStanding | "";
  paying: "true" | "false" | "";
}

export async function getAdminUsers(filters: AdminUserFilters, offset: number): Promise<AdminUserPage> {
  const params = new URLSearchParams({ limit: String(ADMIN_USERS_DEFAULT_LIMIT), offset: String(offset) });
  for (const key of ["search", "status", "paying"] as const) if (filters[key]) params.set(key, filters[key]);
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
export function adminUsersQueryOptions(filters: AdminUserFilters) {
  return infiniteQueryOptions({
    queryKey: adminKeys.userList(filters),
    queryFn: ({ pageParam }) => getAdminUsers(filters, pageParam),
    initialPageParam: 0,
    getNextPageParam: (last) => {
      const next = last.offset + last.users.length;
      return last.users.length > 0 && next < last.total ? next : undefined;
    },
  });
}

/**
 * While a new search or filter loads, the previous results stay on screen (marked busy) rather than blinking to a skeleton:
 * nothing jumps under the admin's pointer mid-click.
 */
export function useAdminUsers(filters: AdminUserFilters) {
  return useInfiniteQuery({ ...adminUsersQueryOptions(filters), placeholderData: keepPreviousData });
}
