import { z } from "zod";
import { PASSWORD_MAX_LENGTH } from "./auth.js";
import { LANGUAGES } from "./i18n/languages.js";

/** docs/product.md#accounts: a data export can be downloaded for 24 hours once ready. */
export const DATA_EXPORT_TTL_MS = 24 * 60 * 60 * 1000;
/** A ready export this recent is offered again instead of preparing a new one. */
export const DATA_EXPORT_REUSE_MS = 60 * 60 * 1000;
/** While preparing, the card asks again this often. */
export const DATA_EXPORT_POLL_MS = 2000;

export const ACCOUNT_MESSAGES = {
  exportNotFound: "messages:account.exportNotFound",
  exportNotReady: "messages:account.exportNotReady",
  passwordRequired: "messages:account.passwordRequired",
  passwordWrong: "messages:account.passwordWrong",
  adminsCannotDeleteThemselves: "messages:account.adminsCannotDeleteThemselves",
  subscriptionNotCancelled: "messages:account.subscriptionNotCancelled",
  accountDeleted: "messages:account.accountDeleted",
  unknownLanguage: "messages:account.unknownLanguage",
} as const;

/** A change to the member's own account: their language (docs/product.md#languages). */
export const accountUpdateSchema = z.strictObject({
  language: z.enum(LANGUAGES, { error: ACCOUNT_MESSAGES.unknownLanguage }),
});
export type AccountUpdate = z.input<typeof accountUpdateSchema>;

export const DATA_EXPORT_STATUSES = ["pending", "ready"] as const;
export type DataExportStatus = (typeof DATA_EXPORT_STATUSES)[number];

/** A member's request for a copy of their data (docs/product.md#accounts). */
export const dataExportSchema = z.object({
  id: z.string(),
  status: z.enum(DATA_EXPORT_STATUSES),
  createdAt: z.string(),
  readyAt: z.string().nullable(),
  /** When it stops being offered and is deleted. */
  expiresAt: z.string(),
});
export type DataExport = z.infer<typeof dataExportSchema>;
export const dataExportListSchema = z.array(dataExportSchema);

export const dataExportParamsSchema = z.strictObject({ id: z.uuid(ACCOUNT_MESSAGES.exportNotFound) });

/** Deleting one's account: the password, and the authenticator's code when two-step sign-in is on. */
export const deleteAccountBodySchema = z.strictObject({
  password: z
    .string({ error: ACCOUNT_MESSAGES.passwordRequired })
    .min(1, ACCOUNT_MESSAGES.passwordRequired)
    .max(PASSWORD_MAX_LENGTH, "messages:field.passwordTooLong"),
});
export type DeleteAccountBody = z.input<typeof deleteAccountBodySchema>;

/** "signaldesk-my-data-2026-11-26.json": the product, what it is, and the day it was asked for. */
export function dataExportFileName(createdAt: string, extension: "json" | "csv", productName = "SignalDesk"): string {
  const product =
    productName
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-|-$/g, "") || "account";
  const what = extension === "csv" ? "my-payments" : "my-data";
  return `${product}-${what}-${createdAt.slice(0, 10)}.${extension}`;
}
