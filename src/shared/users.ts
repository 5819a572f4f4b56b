import { z } from "zod";
import { LANGUAGES } from "./i18n/languages.js";

export const USER_ROLES = ["user", "admin"] as const;
export type UserRole = (typeof USER_ROLES)[number];

/** docs/product.md#access: payments set trial and premium; standard is granted by an admin only. */
export const SUBSCRIPTION_STATUSES = ["inactive", "trial", "standard", "premium"] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/** The user as every API answer shows it: nothing secret is in here. */
export const publicUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  role: z.enum(USER_ROLES),
  subscriptionStatus: z.enum(SUBSCRIPTION_STATUSES),
  /** ISO-8601 instant, or null for no expiry. */
  subscriptionExpiry: z.string().nullable(),
  createdAt: z.string(),
  /** The account proved it reads its email (docs/product.md#accounts): until then it is sent account messages only. */
  emailVerified: z.boolean(),
  /** The language the member chose for everything SignalDesk shows and sends them; null until they choose. */
  language: z.enum(LANGUAGES).nullable(),
});
export type PublicUser = z.infer<typeof publicUserSchema>;

export { fullName } from "./user-names.js";
