import { Search, Users } from "lucide-react";
import { useId, useState } from "react";
import { toast } from "sonner";
import { ADMIN_MESSAGES, type AdminUserListItem } from "@shared/admin";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Skeleton } from "@/components/ui/skeleton";
import { cn } from "@/lib/cn";
import { useDeleteUser } from "@/features/admin-members/api/delete-user";
import { useAdminUsers, type AdminUserFilters } from "@/features/admin-members/api/get-admin-users";
import { EditUserDialog } from "@/features/admin-members/components/edit-user-dialog";
import { SubscriptionCounters } from "@/features/admin-members/components/subscription-counters";
import { UserFilters } from "@/features/admin-members/components/user-filters";
import { UserCard } from "@/features/admin-members/components/user-card";
import { useDebouncedValue } from "@/features/admin-members/hooks/use-debounced-value";
import { deleteUserQuestion } from "@/features/admin-members/lib/user-display";
import { ApiError } from "@/lib/api-client";

const SEARCH_DELAY_MS = 300;

function EmptyState({ filtering }: { filtering: boolean }) {
  return (
    <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed p-8 text-center">
      <Users className="size-8 text-muted-foreground" aria-hidden />
      <h3 className="font-semibold">No Users Found</h3>
      <p className="text-sm text-muted-foreground">
        {filtering ? "Try adjusting your search or filters." : "No users registered yet."}
      </p>
    </div>
  );
}

/** User management screen, on both panels. The server searches and pages (50 at a time). */
export function UserManagement({ showRole }: { showRole: boolean }) {
  const searchId = useId();
  const [search, setSearch] = useState("");
  const [filters, setFilters] = useState<Omit<AdminUserFilters, "search">>({ status: "", paying: "" });
  const query = useDebouncedValue(search.trim(), SEARCH_DELAY_MS);
  const users = useAdminUsers({ search: query, ...filters });
  const filtering = query !== "" || filters.status !== "" || filters.paying !== "";
  const deleteUser = useDeleteUser();
  const [editing, setEditing] = useState<AdminUserListItem | null>(null);

  const pages = users.data?.pages ?? [];
  const list = pages.flatMap((page) => page.users);
  const total = pages[0]?.total;

  // A search the server refuses (too long) shows why; any other failure the product's own text.
  const refusal = users.error instanceof ApiError && users.error.status === 400 ? users.error.serverMessage : null;

  // The browser's own dialog, on both panels.
  function remove(user: AdminUserListItem) {
    if (!window.confirm(deleteUserQuestion(user))) return;
    deleteUser.mutate(user.id, {
      onSuccess: () => toast.success(`${user.email} deleted`),
    });
  }

  return (
    <section aria-labelledby={`${searchId}-title`} className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={`${searchId}-title`} className="text-lg font-semibold">
          User Management
        </h2>
        {total !== undefined && <Badge variant="secondary">{`${total} ${total === 1 ? "User" : "Users"}`}</Badge>}
      </div>
      <div className="flex flex-col gap-3 md:flex-row md:items-end">
        <div className="relative md:flex-1">
          <Search
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
            aria-hidden
          />
          <label htmlFor={searchId} className="sr-only">
            Search users
          </label>
          <Input
            id={searchId}
            type="search"
            className="pl-9"
            placeholder="Search users by name or email..."
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
        </div>
        <UserFilters value={filters} onChange={setFilters} />
      </div>
      <SubscriptionCounters
        selected={filters.status}
        onSelect={(status) => setFilters((current) => ({ ...current, status }))}
      />
      {users.isPending ? (
        <div className="grid gap-3" aria-busy>
          <Skeleton className="h-24" />
          <Skeleton className="h-24" />
        </div>
      ) : users.isError ? (
        <Alert variant="destructive">
          <AlertDescription className="flex flex-wrap items-center justify-between gap-2">
            {refusal ?? ADMIN_MESSAGES.fetchUsersFailed}
            {refusal === null && (
              <Button size="sm" variant="outline" onClick={() => users.refetch()}>
                Try again
              </Button>
            )}
          </AlertDescription>
        </Alert>
      ) : list.length === 0 ? (
        <EmptyState filtering={filtering} />
      ) : (
        <ul
          // One column that never grows past the screen: a long name is truncated on its card, not widening the list.
          className={cn("grid grid-cols-1 gap-3 transition-opacity", users.isPlaceholderData && "opacity-60")}
          aria-label="Users"
          aria-busy={users.isPlaceholderData || undefined}
        >
          {list.map((user) => (
            <li key={user.id}>
              <UserCard
                user={user}
                showRole={showRole}
                onEdit={() => setEditing(user)}
                onDelete={() => remove(user)}
                isDeleting={deleteUser.isPending && deleteUser.variables === user.id}
              />
            </li>
          ))}
        </ul>
      )}
      {users.hasNextPage && (
        <Button
          variant="outline"
          className="self-center"
          onClick={() => users.fetchNextPage()}
          pending={users.isFetchingNextPage}
        >
          Load more ({list.length} of {total})
        </Button>
      )}
      {editing && <EditUserDialog user={editing} onClose={() => setEditing(null)} />}
    </section>
  );
}
