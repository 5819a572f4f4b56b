import { MEMBER_STANDINGS, MEMBER_STANDING_LABELS } from "@shared/admin";
import { ChoiceFilter } from "@/components/choice-select";
import type { AdminUserFilters } from "@/features/admin-members/api/get-admin-users";

type Filters = Omit<AdminUserFilters, "search">;

const PAYING_OPTIONS = [
  ["true", "Paying"],
  ["false", "Not paying"],
] as const;

/** Status (the member's standing now) and paying filters; the server applies them to the whole list. */
export function UserFilters({ value, onChange }: { value: Filters; onChange: (filters: Filters) => void }) {
  return (
    <div className="grid grid-cols-2 gap-3 md:w-96 md:shrink-0">
      <ChoiceFilter
        label="Status"
        value={value.status}
        choices={MEMBER_STANDINGS.map((standing) => [standing, MEMBER_STANDING_LABELS[standing]] as const)}
        noneLabel="All statuses"
        onChange={(status) => onChange({ ...value, status })}
      />
      <ChoiceFilter
        label="Paying"
        value={value.paying}
        choices={PAYING_OPTIONS}
        noneLabel="Everyone"
        onChange={(paying) => onChange({ ...value, paying })}
      />
    </div>
  );
}
