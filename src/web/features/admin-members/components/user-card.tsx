import { Pencil, Trash2 } from "lucide-react";
import { memberStanding, type AdminUserListItem } from "@shared/admin";
import { PAGE_PATHS } from "@shared/pages";
import { fullName } from "@shared/users";
import { Link } from "react-router";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { expiryLine, formatJoined, lastPaymentLine } from "@/features/admin-members/lib/user-display";
import { PlanStatusBadge } from "@/features/admin-members/components/plan-status-badge";
import { useDateFormat } from "@/lib/display-time-zone";

interface UserCardProps {
  user: AdminUserListItem;
  /** The desktop list shows the role as a badge. */
  showRole: boolean;
  onEdit: () => void;
  onDelete: () => void;
  isDeleting: boolean;
}

/** User card: name, Admin badge, email, standing, renewal or expiry, last payment, joined; delete for non-admins only. */
export function UserCard({ user, showRole, onEdit, onDelete, isDeleting }: UserCardProps) {
  const name = fullName(user) || user.email;
  const expiry = expiryLine(user);
  const { timeZone } = useDateFormat();
  const lastPayment = lastPaymentLine(user, timeZone);
  const admin = user.role === "admin";
  return (
    <Card className="flex flex-col gap-3 p-4 sm:flex-row sm:items-start sm:justify-between">
      <div className="flex min-w-0 flex-col gap-1.5">
        <div className="flex flex-wrap items-center gap-2">
          <h3 className="truncate font-semibold">
            <Link
              to={`${PAGE_PATHS.adminMembers}/${encodeURIComponent(user.id)}`}
              className="block min-h-11 content-center truncate hover:underline md:min-h-0"
            >
              {name}
            </Link>
          </h3>
          {admin && <Badge variant="gain">Admin</Badge>}
          {showRole && !admin && <Badge variant="outline">{user.role === "user" ? "Member" : user.role}</Badge>}
        </div>
        <p className="truncate text-sm text-muted-foreground">{user.email}</p>
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted-foreground">
          <PlanStatusBadge standing={memberStanding(user)} />
          {expiry && <span>{expiry}</span>}
          {lastPayment && <span>{lastPayment}</span>}
          <span>Joined: {formatJoined(user, timeZone)}</span>
        </div>
      </div>
      <div className="flex shrink-0 gap-2">
        <Button variant="outline" size="sm" onClick={onEdit} aria-label={`Edit ${name}`}>
          <Pencil aria-hidden />
          Edit
        </Button>
        {!admin && (
          <Button
            variant="outline"
            size="sm"
            className="text-loss hover:text-loss"
            onClick={onDelete}
            disabled={isDeleting}
            aria-label={`Delete ${name}`}
          >
            <Trash2 aria-hidden />
            Delete
          </Button>
        )}
      </div>
    </Card>
  );
}
