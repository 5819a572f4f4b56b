import { LogOut } from "lucide-react";
import { useNavigate } from "react-router";
import { fullName, type PublicUser } from "@shared/users";
import { BrandLogo } from "@/components/brand";
import { Badge } from "@/components/ui/badge";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { useAuth } from "@/features/auth/hooks/use-auth";

function initials(user: Pick<PublicUser, "firstName" | "lastName">): string {
  return `${user.firstName.charAt(0)}${user.lastName.charAt(0)}`.toUpperCase();
}

/** Spec §2: product name, an 'Admin' badge and the avatar menu, in place of the site header. */
export function AdminHeader({ user }: { user: PublicUser }) {
  const navigate = useNavigate();
  const { logout } = useAuth();

  async function handleLogout() {
    navigate("/", { replace: true });
    await logout();
  }

  return (
    <header className="sticky top-0 z-40 border-b bg-background/85 backdrop-blur supports-[backdrop-filter]:bg-background/70">
      <div className="mx-auto flex h-16 w-full max-w-7xl items-center justify-between gap-3 px-4 md:px-6">
        <div className="flex items-center gap-3">
          <BrandLogo />
          <Badge variant="gain">Admin</Badge>
        </div>
        <DropdownMenu>
          <DropdownMenuTrigger
            aria-label={`Account menu for ${fullName(user)}`}
            className="flex size-11 items-center justify-center rounded-full focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
          >
            <span className="flex size-9 items-center justify-center rounded-full bg-secondary text-sm font-semibold text-gain ring-1 ring-border">
              {initials(user)}
            </span>
          </DropdownMenuTrigger>
          <DropdownMenuContent align="end">
            <DropdownMenuLabel className="flex flex-col gap-0.5">
              <span className="font-semibold">{fullName(user)}</span>
              <span className="truncate text-xs text-muted-foreground">{user.email}</span>
              <span className="mt-1 text-xs font-medium text-gain">Administrator</span>
            </DropdownMenuLabel>
            <DropdownMenuSeparator />
            <DropdownMenuItem onSelect={handleLogout}>
              <LogOut aria-hidden />
              Log out
            </DropdownMenuItem>
          </DropdownMenuContent>
        </DropdownMenu>
      </div>
    </header>
  );
}
