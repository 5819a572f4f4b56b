import type { Executor } from "../../db/database.js";
import type { UserRow } from "../../db/schema.js";
import { addMs } from "../../lib/clock.js";
import { hashToken, newToken } from "../../lib/ids.js";
import Bowser from "bowser";
import { AUTH_MESSAGES, type SignedInDevice } from "../../../shared/auth.js";
import { AppError } from "../../lib/app-error.js";
import {
  deleteExpiredSessions,
  deleteOtherUserSessions,
  deleteSession,
  deleteUserSession,
  deleteUserSessions,
  findLiveUserSessions,
  findSessionWithUser,
  insertSession,
  touchSession,
  type LiveSession,
} from "./sessions.repo.js";
import { deleteLoginFailuresBefore } from "./login-failures.repo.js";

/** Which live connections' sessions still stand: what the notifications socket checks. */
export { listUnexpiredSessionIds } from "./sessions.repo.js";

/** Members stay signed in through 30 days of inactivity. */
export const MEMBER_IDLE_TTL_MS = 30 * 24 * 60 * 60 * 1000;
/** Admin sessions end 12 hours after sign-in, however active. */
export const ADMIN_SESSION_TTL_MS = 12 * 60 * 60 * 1000;
/** A member's expiry slides at most this often, so reads do not each cost a write. */
const TOUCH_INTERVAL_MS = 10 * 60 * 1000;

/** The device a sign-in came from, as the request told it. */
export interface SignInDevice {
  userAgent: string | null;
  ip: string | null;
  /** Approximate, when the proxy said (device-place.ts); null when unknown. */
  place?: string | null;
}

/** Longer User-Agents are cut: no browser sends one, and each is stored. */
export const USER_AGENT_MAX = 512;

export interface AuthenticatedSession {
  session: LiveSession;
  user: UserRow;
}

function initialExpiry(user: UserRow, now: Date): Date {
  return addMs(now, user.role === "admin" ? ADMIN_SESSION_TTL_MS : MEMBER_IDLE_TTL_MS);
}

/**
 * Starts a new session and returns its token: the only time the token exists in clear. `secondFactor`: the sign-in
 * passed its second step, which an administrator's session needs (plugins/auth.ts).
 */
export async function startSession(
  db: Executor,
  user: UserRow,
  now: Date,
  { secondFactor = false, device }: { secondFactor?: boolean; device?: SignInDevice } = {},
): Promise<{ token: string; expiresAt: Date }> {
  const token = newToken();
  const expiresAt = initialExpiry(user, now);
  await insertSession(db, {
    id: hashToken(token),
    user_id: user.id,
    created_at: now.toISOString(),
    last_seen_at: now.toISOString(),
    expires_at: expiresAt.toISOString(),
    second_factor_at: secondFactor ? now.toISOString() : null,
    user_agent: device?.userAgent?.slice(0, USER_AGENT_MAX) ?? null,
    ip: device?.ip ?? null,
    place: device?.place ?? null,
  });
  return { token, expiresAt };
}

/** The live session for a token, sliding a member's idle expiry; undefined when unknown or expired. */
export async function resumeSession(
  { db }: { db: Executor },
  token: string,
  now: Date,
): Promise<AuthenticatedSession | undefined> {
  const found = await findSessionWithUser(db, hashToken(token));
  if (!found) return undefined;
  const { session, user } = found;
  if (new Date(session.expires_at).getTime() <= now.getTime()) {
    await deleteSession(db, session.id);
    return undefined;
  }
  const idleFor = now.getTime() - new Date(session.last_seen_at).getTime();
  if (user.role !== "admin" && idleFor >= TOUCH_INTERVAL_MS) {
    const expiresAt = addMs(now, MEMBER_IDLE_TTL_MS).toISOString();
    await touchSession(db, session.id, now.toISOString(), expiresAt);
    return { session: { ...session, last_seen_at: now.toISOString(), expires_at: expiresAt }, user };
  }
  return found;
}

export async function endSession({ db }: { db: Executor }, token: string): Promise<void> {
  await deleteSession(db, hashToken(token));
}

/** Ends every session of the user, on every device (the CLI's promotion to admin, for one). */
export async function endAllSessions({ db }: { db: Executor }, userId: string): Promise<void> {
  await deleteUserSessions(db, userId);
}

/** "Chrome on Android", from a User-Agent; null when it says nothing recognisable. */
export function deviceName(userAgent: string | null): string | null {
  if (!userAgent) return null;
  const { browser, os } = Bowser.parse(userAgent);
  if (!browser.name) return null;
  return os.name ? `${browser.name} on ${os.name}` : browser.name;
}

/** Where the user is signed in (docs/product.md#accounts): each live session, the one asking marked current. */
export async function listSignedInDevices(
  { db }: { db: Executor },
  userId: string,
  currentSessionId: string,
  now: Date,
): Promise<SignedInDevice[]> {
  const sessions = await findLiveUserSessions(db, userId, now);
  // This device first, then the others, the most recently used first.
  const ordered = [...sessions].sort((a, b) => Number(b.id === currentSessionId) - Number(a.id === currentSessionId));
  return ordered.map((session) => ({
    id: session.id,
    current: session.id === currentSessionId,
    device: deviceName(session.user_agent),
    ip: session.ip,
    place: session.place,
    signedInAt: session.created_at,
    lastSeenAt: session.last_seen_at,
  }));
}

/** Signs one of the user's other devices out; their own current session is signed out with logout instead. */
export async function signOutDevice(
  { db }: { db: Executor },
  userId: string,
  sessionId: string,
  currentSessionId: string,
): Promise<void> {
  if (sessionId === currentSessionId) throw new AppError("invalid", AUTH_MESSAGES.useLogoutForThisDevice);
  if (!(await deleteUserSession(db, userId, sessionId))) throw new AppError("not_found", AUTH_MESSAGES.deviceNotFound);
}

/** Signs every device of the user out but the one asking. */
export async function signOutOtherDevices({ db }: { db: Executor }, userId: string, currentSessionId: string) {
  await deleteOtherUserSessions(db, userId, currentSessionId);
}

const LOGIN_FAILURE_RETENTION_MS = 24 * 60 * 60 * 1000;

/** Removes expired sessions and the login failures older than a day (the housekeeping's share for sign-in). */
export async function sweepSignInRecords(db: Executor, now: Date): Promise<void> {
  await deleteExpiredSessions(db, now.toISOString());
  await deleteLoginFailuresBefore(db, new Date(now.getTime() - LOGIN_FAILURE_RETENTION_MS).toISOString());
}
