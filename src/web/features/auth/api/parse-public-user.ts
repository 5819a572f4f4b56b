import { isLanguage } from "@shared/i18n/languages";
import { PLAN_STATUSES } from "@shared/plan-features";
import type { PublicUser, SubscriptionStatus, UserRole } from "@shared/users";

type Field = (value: unknown) => boolean;

const isString: Field = (value) => typeof value === "string";
const isOneOf =
  (allowed: Record<string, true>): Field =>
  (value) =>
    typeof value === "string" && Object.hasOwn(allowed, value);

// Records rather than the shared lists: importing anything at run time from @shared/users brings zod along.
// The compiler still checks that every role and status is here.
const ROLES: Record<UserRole, true> = { user: true, admin: true };
const STATUSES: Record<SubscriptionStatus, true> = {
  inactive: true,
  standard: true,
  [PLAN_STATUSES.trial]: true,
  [PLAN_STATUSES.pro]: true,
};

const FIELDS: Record<keyof PublicUser, Field> = {
  id: isString,
  email: isString,
  firstName: isString,
  lastName: isString,
  role: isOneOf(ROLES),
  subscriptionStatus: isOneOf(STATUSES),
  subscriptionExpiry: (value) => value === null || isString(value),
  createdAt: isString,
  emailVerified: (value) => typeof value === "boolean",
  language: (value) => value === null || isLanguage(value),
};

function isPublicUser(value: unknown): value is PublicUser {
  if (typeof value !== "object" || value === null) return false;
  const record = value as Record<string, unknown>;
  return Object.entries(FIELDS).every(([key, isValid]) => isValid(record[key]));
}

/**
 * The session check runs on every first load, so it checks the answer's shape by hand instead of with the
 * shared zod schema: zod would otherwise be part of the landing page's initial download. The server answers
 * through publicUserSchema, so this only guards against a shape it never promised. Unknown keys are dropped.
 */
export function parsePublicUser(value: unknown): PublicUser {
  if (!isPublicUser(value)) throw new TypeError("The session answer is not a user");
  const {
    id,
    email,
    firstName,
    lastName,
    role,
    subscriptionStatus,
    subscriptionExpiry,
    createdAt,
    emailVerified,
    language,
  } = value;
  return {
    id,
    email,
    firstName,
    lastName,
    role,
    subscriptionStatus,
    subscriptionExpiry,
    createdAt,
    emailVerified,
    language,
  };
}
