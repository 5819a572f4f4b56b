import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  telegramAccountSchema,
  telegramAdminViewSchema,
  telegramLinkSchema,
  telegramSettingsInputSchema,
} from "../../../../shared/telegram.js";
import type { BackgroundTasks } from "../../../lib/background-tasks.js";
import { viewerOf } from "../../../plugins/auth.js";
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
  const api = app.withTypeProvider<ZodTypeProvider>();
  const admins = { config: { guard: "admin" } } as const;
  // The bot token reaches the room and every member in it: a fresh second-factor check first (plugins/auth.ts).
  const sensitive = { config: { guard: "admin", stepUp: true } } as const;
  const signedIn = { config: { guard: "signedIn" } } as const;
  const withAccess = { config: { guard: "access" } } as const;

  api.get("/api/admin/telegram", { ...admins, schema: { response: { 200: telegramAdminViewSchema } } }, () =>
    telegramAdminView(deps),
  );
  api.get("/api/admin/telegram/status", { ...admins, schema: { response: { 200: telegramAdminViewSchema } } }, () =>
    telegramAdminStatus(deps),
  );
  api.put(
    "/api/admin/telegram",
    {
      config: { ...sensitive.config, audit: { action: "telegram.settings", target: "telegram" } },
      schema: { body: telegramSettingsInputSchema, response: { 200: telegramAdminViewSchema } },
    },
    (request) => updateTelegramSettings(deps, request.body, viewerOf(request).id),
  );
  api.post(
    "/api/admin/telegram/reconcile",
    {
      config: { ...admins.config, audit: { action: "telegram.reconcile" } },
      schema: { response: { 202: z.object({ message: z.string() }) } },
    },
    async (_request, reply) => {
      // Telegram is never awaited in a request: the run's outcome is listed in the panel's actions.
      background.run("telegram reconcile", async () => {
        await deps.telegram.reconcile("admin");
      });
      return reply.code(202).send({ message: "Reconciling: the panel lists what was done" });
    },
  );

  api.get("/api/account/telegram", { ...signedIn, schema: { response: { 200: telegramAccountSchema } } }, (request) =>
    telegramAccount(deps, viewerOf(request).id),
  );
  api.post(
    "/api/account/telegram/link",
    { ...withAccess, schema: { response: { 200: telegramLinkSchema } } },
    (request) => createTelegramLink(deps, viewerOf(request).id),
  );
  api.post(
    "/api/account/telegram/invite",
    { ...withAccess, schema: { response: { 200: telegramAccountSchema } } },
    (request) => requestTelegramInvite(deps, viewerOf(request).id),
  );
  api.delete(
    "/api/account/telegram",
    { ...signedIn, schema: { response: { 200: telegramAccountSchema } } },
    (request) => unlinkTelegram(deps, viewerOf(request).id),
  );
}
