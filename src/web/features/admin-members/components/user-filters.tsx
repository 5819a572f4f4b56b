import { useId } from "react";
import { MEMBER_STANDINGS, MEMBER_STANDING_LABELS } from "@shared/admin";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import type { AdminUserFilters } from "@/features/admin-members/api/get-admin-users";

type Filters = Omit<AdminUserFilters, "search">;

/** A listbox item cannot have an empty value, so "All" travels as this and means no filter. */
const ALL = "all";

const PAYING_OPTIONS: [Filters["paying"], string][] = [
  ["true", "Paying"],
  ["false", "Not paying"],
];

/** Status (the member's standing now) and paying filters; the server applies them to the whole list. */
export function UserFilters({ value, onChange }: { value: Filters; onChange: (filters: Filters) => void }) {
  const id = useId();
  return (
    <div className="grid grid-cols-2 gap-3 md:w-96 md:shrink-0">
      <div className="flex min-w-0 flex-col gap-1.5">
        <Label htmlFor={`${id}-status`}>Status</Label>
        <Select
          value={value.status || ALL}
          onValueChange={(status) =>
            onChange({ ...value, status: MEMBER_STANDINGS.find((standing) => standing === status) ?? "" })
          }
        >
          <SelectTrigger id={`${id}-status`}>
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value={ALL}>All statuses</SelectItem>
            {MEMBER_STANDINGS.map((standing) => (
              <SelectItem key={standing} value={standing}>
                {MEMBER_STANDING_LABELS[standing]}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      <div className="flex min-w-0 flex-col gap-1.5">
        <Label htmlFor={`${id}-paying`}>Paying</Label>
        <Select
          value={value.paying || ALL}
          onValueChange={(paying) =>
            onChange({ ...value, paying: PAYING_OPTIONS.find(([option]) => option === paying)?.[0] ?? "" })
          }
        >
          <SelectTrigger id={`${id}-paying`}>
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value={ALL}>Everyone</SelectItem>
            {PAYING_OPTIONS.map(([option, label]) => (
              <SelectItem key={option} value={option}>
                {label}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
    </div>
  );
}
