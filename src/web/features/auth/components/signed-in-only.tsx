import type { ReactNode } from "react";
import type { PublicUser } from "@shared/users";
import { PageLoader } from "@/components/page-loader";
import { SignInInPlace } from "@/features/auth/components/sign-in-in-place";
import { useSession } from "@/features/auth/hooks/use-session";
import { useT } from "@/lib/i18n";

interface SignedInOnlyProps {
  /** What signing in is for here, said on the login screen a visitor gets in the page's place. */
  description: string;
  children: (user: PublicUser) => ReactNode;
}

/** A page for signed-in people: it waits for the session check, then shows itself or the login screen in place. */
export function SignedInOnly({ description, children }: SignedInOnlyProps) {
  const { t } = useT();
  const { user, isLoading } = useSession();
  if (isLoading) return <PageLoader label={t("app:session.checking")} />;
  if (!user) return <SignInInPlace description={description} />;
  return children(user);
}
