import { UNKNOWN_DEVICE_NAME } from "../../../shared/auth.js";
import type { Executor } from "../../db/database.js";
import type { UserRow } from "../../db/schema.js";
import { enqueueEmail } from "../mail/outbox.service.js";
import { rememberSignInDevice } from "./sign-in-devices.repo.js";
import { deviceName, USER_AGENT_MAX, type SignInDevice } from "./sessions.service.js";

/**
 * Records the browser and address a session starts from; true when the account never signed in from that pair
 * before (docs/product.md#accounts, the new-device email).
 */
export async function rememberDevice(
  db: Executor,
  userId: string,
  device: SignInDevice | undefined,
  now: Date,
): Promise<boolean> {
  return rememberSignInDevice(
    db,
    { userId, userAgent: device?.userAgent?.slice(0, USER_AGENT_MAX) ?? "", ip: device?.ip ?? "" },
    now.toISOString(),
  );
}

/** Tells the account of a sign-in from a new device: which, from where, when, and where to sign it out. */
export async function sendNewSignInNotice(
  db: Executor,
  user: UserRow,
  device: SignInDevice | undefined,
  at: Date,
): Promise<void> {
  await enqueueEmail(
    db,
    {
      to: user.email,
      userId: user.id,
      kind: "new-sign-in",
      props: {
        firstName: user.first_name,
        device: deviceName(device?.userAgent ?? null) ?? UNKNOWN_DEVICE_NAME,
        ip: device?.ip ?? null,
        at: at.toISOString(),
      },
    },
    at,
  );
}
