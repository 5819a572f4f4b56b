import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  telegramAccountSchema,
  telegramAdminViewSchema,
  telegramLinkSchema,
  telegramSettingsInputSchema,
  type TelegramSettingsInput,
} from "../../../../shared/telegram.js";
import type { BackgroundTasks } from "../../../lib/background-tasks.js";
import { viewerOf } from "../../../plugins/auth.js";
import { roomRoutes, routeDoc } from "../room-routes.js";
import {
  createTelegramLink,
  requestTelegramInvite,
  telegramAccount,
  telegramAdminStatus,
  telegramAdminView,
  unlinkTelegram,
  updateTelegramSettings,
  type TelegramDeps,
} from "./telegram.service.js";

/** The Telegram room's settings (admins) and a member's link to it (docs/product.md#telegram). */
export async function telegramRoutes(
  app: FastifyInstance,
  { deps, background }: { deps: TelegramDeps; background: BackgroundTasks },
) {
  await roomRoutes(
    app,
    {
      name: "telegram",
      schemas: {
        adminView: telegramAdminViewSchema,
        settingsInput: telegramSettingsInputSchema,
        account: telegramAccountSchema,
        link: telegramLinkSchema,
      },
      adminView: () => telegramAdminView(deps),
      adminStatus: () => telegramAdminStatus(deps),
      updateSettings: (input, actorId) => updateTelegramSettings(deps, input as TelegramSettingsInput, actorId),
      reconcile: () => deps.telegram.reconcile("admin"),
      account: (userId) => telegramAccount(deps, userId),
      link: (userId) => createTelegramLink(deps, userId),
      unlink: (userId) => unlinkTelegram(deps, userId),
      docs: {
        adminView: "The Telegram room's settings (the bot token only as its last four characters) and what was done",
        adminStatus: "The same, with the bot's live status: connected, and its rights in the room",
        updateSettings: "Set the bot token, the room and the exceptions (confirm it is you first)",
        reconcile: "Compare the room with who should be in it and heal the drift (runs after the answer)",
        account: "The member's Telegram link and where they stand in the room",
        link: "A one-time deep link that links the Telegram account opening it",
        unlink: "Unlink Telegram (the account leaves the room)",
      },
    },
    background,
  );
  // A fresh invite for a linked member who left or whose invite ran out.
  app.withTypeProvider<ZodTypeProvider>().post(
    "/api/account/telegram/invite",
    {
      config: { guard: "access" },
      schema: {
        ...routeDoc("account", "A fresh one-use invite to the room for a linked member"),
        response: { 200: telegramAccountSchema },
      },
    },
    (request) => requestTelegramInvite(deps, viewerOf(request).id),
  );
}
