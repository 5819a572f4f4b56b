import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  alertAnswerSchema,
  alertReceiptListSchema,
  alertSourceInputSchema,
  alertSourceListSchema,
  alertSourceSchema,
  alertSourceWithUrlSchema,
  alertTestBodySchema,
  automationIdParamsSchema,
  createdProviderKeySchema,
  providerKeyInputSchema,
  providerKeyListSchema,
  providerKeySchema,
} from "../../../shared/automation.js";
import { adminOnlyText, AppError } from "../../lib/app-error.js";
import { viewerOf } from "../../plugins/auth.js";
import * as sources from "./alert-sources.service.js";
import { approveAlert, dismissAlert, receiveAlert, type AlertsDeps } from "./alerts.service.js";
import { findSource } from "./alert-sources.repo.js";
import * as keys from "./provider-keys.service.js";

const receiptsQuerySchema = z.strictObject({ outcome: z.literal("draft").optional() });

/**
 * The admin's Automation area (docs/admin-panel.md#automation): alert sources, the alert log and its drafts, provider
 * API keys. A key is made only from a session whose second factor was checked lately.
 */
export async function automationRoutes(app: FastifyInstance, { deps }: { deps: AlertsDeps }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db, clock } = deps.positions;
  const admin = { config: { guard: "admin" } } as const;
  const audited = (
    action:
      | "alert_source.create"
      | "alert_source.update"
      | "alert_source.rotate"
      | "alert_source.revoke"
      | "alert_source.test"
      | "alert.approve"
      | "alert.dismiss"
      | "provider_key.revoke",
  ) => ({ config: { guard: "admin", audit: { action } } }) as const;
  const idParams = { params: automationIdParamsSchema };

  api.get("/api/admin/automation/sources", { ...admin, schema: { response: { 200: alertSourceListSchema } } }, () =>
    sources.listAlertSources({ db }),
  );

  api.post(
    "/api/admin/automation/sources",
    {
      ...audited("alert_source.create"),
      schema: { body: alertSourceInputSchema, response: { 201: alertSourceWithUrlSchema } },
    },
    async (request, reply) =>
      reply.code(201).send(await sources.createAlertSource({ db, clock }, viewerOf(request).id, request.body)),
  );

  api.put(
    "/api/admin/automation/sources/:id",
    {
      ...audited("alert_source.update"),
      schema: { ...idParams, body: alertSourceInputSchema, response: { 200: alertSourceSchema } },
    },
    (request) => sources.updateAlertSource({ db, clock }, request.params.id, request.body),
  );

  api.post(
    "/api/admin/automation/sources/:id/rotate",
    { ...audited("alert_source.rotate"), schema: { ...idParams, response: { 200: alertSourceWithUrlSchema } } },
    (request) => sources.rotateAlertSecret({ db, clock }, request.params.id),
  );

  api.post(
    "/api/admin/automation/sources/:id/revoke",
    { ...audited("alert_source.revoke"), schema: { ...idParams, response: { 200: alertSourceSchema } } },
    (request) => sources.revokeAlertSource({ db, clock }, request.params.id),
  );

  // The test button: the sample is checked as the webhook checks an alert, and logged as a test; nothing is written.
  api.post(
    "/api/admin/automation/sources/:id/test",
    {
      ...audited("alert_source.test"),
      schema: { ...idParams, body: alertTestBodySchema, response: { 200: alertAnswerSchema } },
    },
    async (request) => {
      const source = await findSource(db, request.params.id);
      if (!source || source.revoked_at) throw new AppError("not_found", adminOnlyText("Alert source not found"));
      return receiveAlert(deps, { source, body: request.body.body, receivedAt: clock.now(), dryRun: true });
    },
  );

  api.get(
    "/api/admin/automation/alerts",
    { ...admin, schema: { querystring: receiptsQuerySchema, response: { 200: alertReceiptListSchema } } },
    (request) => sources.listAlertReceipts({ db }, request.query.outcome),
  );

  api.post(
    "/api/admin/automation/alerts/:id/approve",
    { ...audited("alert.approve"), schema: { ...idParams, response: { 200: alertAnswerSchema } } },
    (request) => approveAlert(deps, viewerOf(request).id, request.params.id),
  );

  api.post(
    "/api/admin/automation/alerts/:id/dismiss",
    { ...audited("alert.dismiss"), schema: { ...idParams, response: { 200: alertAnswerSchema } } },
    (request) => dismissAlert(deps, request.params.id),
  );

  api.get("/api/admin/automation/keys", { ...admin, schema: { response: { 200: providerKeyListSchema } } }, () =>
    keys.listProviderKeys({ db }),
  );

  api.post(
    "/api/admin/automation/keys",
    {
      config: { guard: "admin", stepUp: true, audit: { action: "provider_key.create" } },
      schema: { body: providerKeyInputSchema, response: { 201: createdProviderKeySchema } },
    },
    async (request, reply) =>
      reply.code(201).send(await keys.createProviderKey({ db, clock }, viewerOf(request).id, request.body)),
  );

  api.post(
    "/api/admin/automation/keys/:id/revoke",
    { ...audited("provider_key.revoke"), schema: { ...idParams, response: { 200: providerKeySchema } } },
    (request) => keys.revokeProviderKey({ db, clock }, request.params.id),
  );
}
