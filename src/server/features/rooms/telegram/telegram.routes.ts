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
import { roomRoutes } from "../room-routes.js";
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
    },
    background,
  );
  // A fresh invite for a linked member who left or whose invite ran out.
  app
    .withTypeProvider<ZodTypeProvider>()
    .post(
      "/api/account/telegram/invite",
      { config: { guard: "access" }, schema: { response: { 200: telegramAccountSchema } } },
      (request) => requestTelegramInvite(deps, viewerOf(request).id),
    );
}
