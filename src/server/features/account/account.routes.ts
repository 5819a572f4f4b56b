import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  accountUpdateSchema,
  dataExportFileName,
  dataExportListSchema,
  dataExportParamsSchema,
  dataExportSchema,
  deleteAccountBodySchema,
} from "../../../shared/account.js";
import type { BackgroundTasks } from "../../lib/background-tasks.js";
import { clientAddressKey } from "../../lib/client-address.js";
import { viewerOf, type SessionCookie } from "../../plugins/auth.js";
import { csvStream, type CsvColumn } from "../../lib/csv.js";
import { signInQueue } from "../auth/sign-in-queue.js";
import { AccountNotDeletedError, deleteOwnAccount, type AccountDeletionDeps } from "./account-deletion.service.js";
import { listDataExports, prepareDataExport, readDataExport, requestDataExport } from "./data-exports.service.js";
import type { MemberPayment } from "./member-data.service.js";
import { askMoneyBack } from "./money-back.service.js";
import { guaranteeRefundBodySchema, guaranteeSchema } from "../../../shared/payments.js";
import { publicUserSchema } from "../../../shared/users.js";
import { setUserLanguage } from "../users/users.service.js";

export interface AccountRoutesOptions {
  deps: AccountDeletionDeps;
  cookie: SessionCookie;
  /** Told after a member's sessions ended, so their live connections close now (every instance). */
  sessionsEnded: (userId: string) => void;
  /** Prepares data exports after their request has been answered. */
  background: BackgroundTasks;
}

const PAYMENT_COLUMNS: readonly CsvColumn<MemberPayment>[] = [
  { header: "Date", value: (p) => p.date },
  { header: "Kind", value: (p) => p.kind },
  { header: "Plan", value: (p) => p.plan },
  { header: "Amount", value: (p) => p.amount },
  { header: "Currency", value: (p) => p.currency },
  { header: "Description", value: (p) => p.description },
];

/** The member's own data (docs/product.md#accounts): a copy to download, and deleting the account. */
export async function accountRoutes(
  app: FastifyInstance,
  { deps, cookie, sessionsEnded, background }: AccountRoutesOptions,
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const signedIn = { config: { guard: "signedIn" } } as const;
  // A member's data is not for shared caches or the browser's back button.
  app.addHook("onRequest", async (_request: FastifyRequest, reply: FastifyReply) => {
    reply.header("cache-control", "private, no-store");
  });

  // The member's own settings on the account: their language, used on every device they sign in on.
  api.patch(
    "/api/account",
    { ...signedIn, schema: { body: accountUpdateSchema, response: { 200: publicUserSchema } } },
    async (request) => setUserLanguage(deps, viewerOf(request).id, request.body.language, deps.clock.now()),
  );

  api.get(
    "/api/account/data-exports",
    { ...signedIn, schema: { response: { 200: dataExportListSchema } } },
    async (request) => listDataExports(deps, viewerOf(request).id),
  );

  // An export is prepared once its request has been answered: the answer waits for its commit to reach the disk
  // (plugins/durable-answers.ts), and the preparation must not run first, in that wait.
  const exportsToPrepare = new WeakMap<FastifyRequest, string>();
  api.post(
    "/api/account/data-exports",
    {
      ...signedIn,
      schema: { response: { 200: dataExportSchema, 202: dataExportSchema } },
      onResponse: (request, _reply, done) => {
        const id = exportsToPrepare.get(request);
        if (id !== undefined) background.run("data export", () => prepareDataExport(deps, id));
        done();
      },
    },
    async (request, reply) => {
      const { dataExport, prepare } = await requestDataExport(deps, viewerOf(request).id);
      if (prepare) exportsToPrepare.set(request, dataExport.id);
      return reply.code(dataExport.status === "ready" ? 200 : 202).send(dataExport);
    },
  );

  api.get(
    "/api/account/data-exports/:id",
    { ...signedIn, schema: { params: dataExportParamsSchema } },
    async (request, reply) => {
      const { content, createdAt } = await readDataExport(deps, viewerOf(request).id, request.params.id);
      return reply
        .type("application/json; charset=utf-8")
        .header("content-disposition", `attachment; filename="${dataExportFileName(createdAt, "json", deps.appName)}"`)
        .send(content);
    },
  );

  api.get(
    "/api/account/data-exports/:id/payments.csv",
    { ...signedIn, schema: { params: dataExportParamsSchema } },
    async (request, reply) => {
      const { data, createdAt } = await readDataExport(deps, viewerOf(request).id, request.params.id);
      const csv = csvStream(PAYMENT_COLUMNS, data.payments, (err) => request.log.error({ err }, "payments CSV failed"));
      return reply
        .type("text/csv; charset=utf-8")
        .header("content-disposition", `attachment; filename="${dataExportFileName(createdAt, "csv", deps.appName)}"`)
        .send(csv);
    },
  );

  // The password is checked in the same fair turns as at sign-in (sign-in-queue.ts): argon2 is the costly part.
  const passwordQueue = signInQueue();
  api.post(
    "/api/account/delete",
    {
      // With a second factor, it must have been checked in the last few minutes (plugins/auth.ts).
      config: { guard: "signedIn", stepUp: true },
      schema: { body: deleteAccountBodySchema },
      onRequest: passwordQueue.join,
      onResponse: passwordQueue.leave,
      onRequestAbort: passwordQueue.leave,
    },
    async (request, reply) => {
      const user = viewerOf(request);
      try {
        await passwordQueue.inTurn(request, () =>
          deleteOwnAccount(deps, user.id, request.body, clientAddressKey(request.ip)),
        );
      } catch (error) {
        if (error instanceof AccountNotDeletedError) request.log.error({ err: error.cause }, "account not deleted");
        throw error;
      }
      sessionsEnded(user.id);
      cookie.clear(reply);
      return reply.code(204).send();
    },
  );

  api.post(
    "/api/account/guarantee-refund",
    {
      config: { guard: "signedIn", stepUp: true },
      schema: { body: guaranteeRefundBodySchema, response: { 200: guaranteeSchema } },
      onRequest: passwordQueue.join,
      onResponse: passwordQueue.leave,
      onRequestAbort: passwordQueue.leave,
    },
    async (request) => {
      const user = viewerOf(request);
      const guarantee = await passwordQueue.inTurn(request, () =>
        askMoneyBack(deps, user.id, request.body, clientAddressKey(request.ip)),
      );
      // Access ended: live connections and the rooms follow now (the rooms hear the change on the bus).
      sessionsEnded(user.id);
      return guarantee;
    },
  );
}
