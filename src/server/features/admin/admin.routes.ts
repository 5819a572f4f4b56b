import type { Readable } from "node:stream";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  EXPORT_KINDS,
  TOTAL_COUNT_HEADER,
  adminStatsSchema,
  adminUserIdParamsSchema,
  adminUserListQuerySchema,
  adminUserListSchema,
  adminUserSchema,
  exportFileName,
  exportUrl,
  PAYMENTS_EXPORT_URL,
  paymentsExportQuerySchema,
  subscriptionUpdateSchema,
  type ExportKind,
  type SubscriptionUpdate,
} from "../../../shared/admin.js";
import { adminSettingsPatchSchema, adminSettingsSchema } from "../../../shared/admin-settings.js";
import type { Db } from "../../db/database.js";
import type { Clock } from "../../lib/clock.js";
import type { PaymentProvider } from "../payments/payment-provider.js";
import { viewerOf } from "../../plugins/auth.js";
import { getAdminSettings } from "../settings/settings.service.js";
import { changeAdminSettings } from "./admin-settings.service.js";
import { exportCsv, exportPaymentsCsv } from "./admin-exports.service.js";
import { adminStats } from "./admin-stats.service.js";
import { sharedWhileRunning } from "../../lib/shared-while-running.js";
import {
  cancelInputSchema,
  grantTimeSchema,
  memberOverviewSchema,
  memberSessionParamsSchema,
  refundInputSchema,
} from "../../../shared/admin-member.js";
import { publicUserSchema } from "../../../shared/users.js";
import { cancelMemberSubscription, refundMemberPayment } from "../payments/member-payments.service.js";
import { grantTime, memberOverview, revokeMemberSession } from "./admin-member.service.js";
import * as users from "./admin-users.service.js";

export interface AdminRoutesDeps {
  db: Db;
  clock: Clock;
  /** Cancels a deleted member's running subscription. */
  provider: PaymentProvider;
  appName: string;
  /** The built-in local checkout is on: the panel says payments are not real. */
  testPaymentsMode: boolean;
  /** Told after a member's subscription changed or they were deleted, so their live connections follow now. */
  accessChanged: (userId: string) => void;
}

/** The admin API. Every route needs an admin session: 401 signed out, 403 otherwise (docs/product.md#roles). */
export async function adminRoutes(app: FastifyInstance, { deps }: { deps: AdminRoutesDeps }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const admins = { config: { guard: "admin" } } as const;
  // Granting plans, deleting members, changing settings and taking the member lists and ledgers away in a file ask
  // for the second factor again after a few minutes (plugins/auth.ts): a session left open must not do them.
  const sensitive = { config: { guard: "admin", stepUp: true } } as const;
  // Member lists, revenue and exports are not for shared caches or the browser's back button.
  app.addHook("onRequest", async (_request: FastifyRequest, reply: FastifyReply) => {
    reply.header("cache-control", "private, no-store");
  });

  api.get(
    "/api/admin/users",
    { ...admins, schema: { querystring: adminUserListQuerySchema, response: { 200: adminUserListSchema } } },
    async (request, reply) => {
      const page = await users.listUsers(deps, request.query);
      reply.header(TOTAL_COUNT_HEADER, String(page.total));
      return page.users;
    },
  );

  // Two methods and paths for one change, as older clients send either: both readings, one handler.
  const subscriptionUpdate = {
    config: { ...sensitive.config, audit: { action: "member.plan", target: "member" } } as const,
    schema: { params: adminUserIdParamsSchema, body: subscriptionUpdateSchema, response: { 200: adminUserSchema } },
  };
  const updateSubscription = async (request: FastifyRequest<{ Params: { id: string }; Body: SubscriptionUpdate }>) => {
    const updated = await users.updateSubscription(deps, request.params.id, request.body);
    deps.accessChanged(updated.id);
    return updated;
  };
  api.patch("/api/admin/users/:id/subscription", subscriptionUpdate, updateSubscription);
  api.put("/api/admin/users/:id", subscriptionUpdate, updateSubscription);

  api.delete(
    "/api/admin/users/:id",
    {
      config: { ...sensitive.config, audit: { action: "member.delete", target: "member" } },
      schema: { params: adminUserIdParamsSchema },
    },
    async (request, reply) => {
      try {
        await users.deleteUser(deps, request.params.id);
      } catch (error) {
        if (error instanceof users.MemberNotDeletedError) request.log.error({ err: error.cause }, "member not deleted");
        throw error;
      }
      deps.accessChanged(request.params.id);
      return reply.code(204).send();
    },
  );

  // One member's page: their plan, ledger, sessions, rooms and support, and what an admin does about them.
  const onMember = (action: "member.grant" | "member.refund" | "member.cancel" | "member.session_revoke") =>
    ({ ...sensitive.config, audit: { action, target: "member" } }) as const;
  api.get(
    "/api/admin/users/:id/overview",
    { ...admins, schema: { params: adminUserIdParamsSchema, response: { 200: memberOverviewSchema } } },
    (request) => memberOverview(deps, request.params.id),
  );
  api.post(
    "/api/admin/users/:id/grant",
    {
      config: onMember("member.grant"),
      schema: { params: adminUserIdParamsSchema, body: grantTimeSchema, response: { 200: publicUserSchema } },
    },
    async (request) => {
      const updated = await grantTime(deps, request.params.id, request.body.days);
      deps.accessChanged(updated.id);
      return updated;
    },
  );
  api.post(
    "/api/admin/users/:id/refunds",
    { config: onMember("member.refund"), schema: { params: adminUserIdParamsSchema, body: refundInputSchema } },
    async (request, reply) => {
      await refundMemberPayment(deps, request.params.id, request.body);
      deps.accessChanged(request.params.id);
      return reply.code(204).send();
    },
  );
  api.post(
    "/api/admin/users/:id/cancel",
    { config: onMember("member.cancel"), schema: { params: adminUserIdParamsSchema, body: cancelInputSchema } },
    async (request, reply) => {
      await cancelMemberSubscription(deps, request.params.id, request.body.when);
      deps.accessChanged(request.params.id);
      return reply.code(204).send();
    },
  );
  api.delete(
    "/api/admin/users/:id/sessions/:sessionId",
    { config: onMember("member.session_revoke"), schema: { params: memberSessionParamsSchema } },
    async (request, reply) => {
      await revokeMemberSession(deps, request.params.id, request.params.sessionId);
      deps.accessChanged(request.params.id);
      return reply.code(204).send();
    },
  );

  // Six aggregate queries: admins refreshing together share one run (SQLite serialises them otherwise).
  const stats = sharedWhileRunning(() => adminStats(deps));
  api.get("/api/admin/stats", { ...admins, schema: { response: { 200: adminStatsSchema } } }, stats);

  api.get("/api/admin/settings", { ...admins, schema: { response: { 200: adminSettingsSchema } } }, () =>
    getAdminSettings(deps),
  );
  api.patch(
    "/api/admin/settings",
    {
      config: { ...sensitive.config, audit: { action: "settings.update", target: "settings" } },
      schema: { body: adminSettingsPatchSchema, response: { 200: adminSettingsSchema } },
    },
    (request) => changeAdminSettings(deps, request.body, viewerOf(request).id),
  );

  const sendCsv = (
    request: FastifyRequest,
    reply: FastifyReply,
    kind: ExportKind | "payments",
    csv: (onError: (err: Error) => void) => Readable,
  ) => {
    const stream = csv((err) => {
      // A download the browser cancelled is not a server failure.
      if ("code" in err && err.code === "ERR_STREAM_PREMATURE_CLOSE")
        request.log.info({ kind }, "CSV export cancelled");
      else request.log.error({ err, kind }, "CSV export failed");
    });
    const fileName = exportFileName(kind, deps.clock.now(), deps.appName);
    return reply
      .type("text/csv; charset=utf-8")
      .header("content-disposition", `attachment; filename="${fileName}"`)
      .send(stream);
  };
  for (const kind of EXPORT_KINDS) {
    api.get(
      exportUrl(kind),
      { config: { ...sensitive.config, audit: { action: `export.${kind}` } } },
      (request, reply) => sendCsv(request, reply, kind, (onError) => exportCsv(deps, kind, onError)),
    );
  }
  const paymentsExport = {
    config: { ...sensitive.config, audit: { action: "export.payments", request: "query" } },
    schema: { querystring: paymentsExportQuerySchema },
  } as const;
  api.get(PAYMENTS_EXPORT_URL, paymentsExport, (request, reply) =>
    sendCsv(request, reply, "payments", (onError) => exportPaymentsCsv(deps, request.query, onError)),
  );
}
