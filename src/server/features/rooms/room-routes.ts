import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { RoomPlatformName } from "../../../shared/room-platforms.js";
import type { BackgroundTasks } from "../../lib/background-tasks.js";
import { viewerOf } from "../../plugins/auth.js";

/**
 * The routes every platform's room has, from a plain description of the platform: its shared schemas and its
 * service's calls. The calls take `unknown` where a request's body arrives: the schema has checked it by then.
 */
export interface RoomRoutesDescription {
  name: RoomPlatformName;
  schemas: { adminView: z.ZodTypeAny; settingsInput: z.ZodTypeAny; account: z.ZodTypeAny; link: z.ZodTypeAny };
  adminView(): Promise<unknown>;
  /** The panel with the platform's live status (asks its API, a few seconds at most). */
  adminStatus(): Promise<unknown>;
  updateSettings(input: unknown, actorId: string): Promise<unknown>;
  reconcile(): Promise<unknown>;
  account(userId: string): Promise<unknown>;
  link(userId: string): Promise<unknown>;
  unlink(userId: string): Promise<unknown>;
  /** Each route's line in the API reference, in the platform's words. */
  docs: Record<"adminView" | "adminStatus" | "updateSettings" | "reconcile" | "account" | "link" | "unlink", string>;
}

/** A route's line in the API reference (api-docs/openapi.ts), under the admin's or the member's tag. */
export const routeDoc = (tag: "admin" | "account", summary: string) => ({ tags: [tag], summary });

/** A room's settings (admins) and a member's link to it: `/api/admin/<name>…` and `/api/account/<name>…`. */
export async function roomRoutes(
  app: FastifyInstance,
  room: RoomRoutesDescription,
  background: BackgroundTasks,
): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { name, schemas, docs } = room;
  const admins = { config: { guard: "admin" } } as const;
  const signedIn = { config: { guard: "signedIn" } } as const;
  const withAccess = { config: { guard: "access" } } as const;
  const adminView = (summary: string) => ({
    ...admins,
    schema: { ...routeDoc("admin", summary), response: { 200: schemas.adminView } },
  });

  api.get(`/api/admin/${name}`, adminView(docs.adminView), () => room.adminView());
  api.get(`/api/admin/${name}/status`, adminView(docs.adminStatus), () => room.adminStatus());
  api.put(
    `/api/admin/${name}`,
    {
      // The platform's secrets reach the room and every member in it: a fresh second-factor check first
      // (plugins/auth.ts).
      config: { guard: "admin", stepUp: true, audit: { action: `${name}.settings`, target: name } },
      schema: {
        ...routeDoc("admin", docs.updateSettings),
        body: schemas.settingsInput,
        response: { 200: schemas.adminView },
      },
    },
    (request) => room.updateSettings(request.body, viewerOf(request).id),
  );
  api.post(
    `/api/admin/${name}/reconcile`,
    {
      config: { ...admins.config, audit: { action: `${name}.reconcile` } },
      schema: { ...routeDoc("admin", docs.reconcile), response: { 202: z.object({ message: z.string() }) } },
    },
    async (_request, reply) => {
      // The platform is never awaited in a request: the run's outcome is listed in the panel's actions.
      background.run(`${name} reconcile`, async () => {
        await room.reconcile();
      });
      return reply.code(202).send({ message: "Reconciling: the panel lists what was done" });
    },
  );

  const account = (summary: string) => ({
    ...signedIn,
    schema: { ...routeDoc("account", summary), response: { 200: schemas.account } },
  });
  api.get(`/api/account/${name}`, account(docs.account), (request) => room.account(viewerOf(request).id));
  api.post(
    `/api/account/${name}/link`,
    { ...withAccess, schema: { ...routeDoc("account", docs.link), response: { 200: schemas.link } } },
    (request) => room.link(viewerOf(request).id),
  );
  api.delete(`/api/account/${name}`, account(docs.unlink), (request) => room.unlink(viewerOf(request).id));
}
