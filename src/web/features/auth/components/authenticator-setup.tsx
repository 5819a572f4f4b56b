import { useMemo } from "react";
import { renderSVG } from "uqr";
import type { AuthenticatorSetup } from "@shared/auth";
import { useT } from "@/lib/i18n";

/** The secret in groups of four, as people type it into an app that cannot scan. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(" ") ?? secret;

/**
 * Step one of setting up two-step sign-in: the QR code an authenticator app scans (Google Authenticator, 1Password,
 * Authy, any app reading otpauth:// links), and the secret for typing in by hand.
 */
export function AuthenticatorSetupPanel({ setup }: { setup: AuthenticatorSetup }) {
  const { t } = useT();
  const qr = useMemo(
    () => `data:image/svg+xml;utf8,${encodeURIComponent(renderSVG(setup.uri, { border: 2 }))}`,
    [setup.uri],
  );
  return (
    <div className="grid gap-3 rounded-lg border bg-secondary/40 p-4 text-sm">
      <p>{t("auth:authenticator.scan")}</p>
      <img
        src={qr}
        alt={t("auth:authenticator.qr")}
        width={176}
        height={176}
        className="justify-self-center rounded-md bg-white"
      />
      <p className="grid gap-1">
        <span className="text-muted-foreground">{t("auth:authenticator.key")}</span>
        <code dir="ltr" className="font-mono text-base tracking-wide break-words" data-testid="authenticator-key">
          {grouped(setup.secret)}
        </code>
      </p>
    </div>
  );
}
