import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { deviceIdParamsSchema, signedInDeviceListSchema } from "../../../shared/auth.js";
import { viewerOf } from "../../plugins/auth.js";
import type { AuthRouteContext } from "./auth-routes.context.js";
import { listSignedInDevices, signOutDevice, signOutOtherDevices } from "./sessions.service.js";

/** Where the user is signed in (docs/product.md#accounts), and signing other devices out. */
export function sessionRoutes(app: FastifyInstance, { deps, sessionsEnded, currentSessionId }: AuthRouteContext) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    "/api/auth/sessions",
    { config: { guard: "signedIn" }, schema: { response: { 200: signedInDeviceListSchema } } },
    async (request) => listSignedInDevices(deps, viewerOf(request).id, currentSessionId(request), deps.clock.now()),
  );

  api.delete(
    "/api/auth/sessions/:id",
    { config: { guard: "signedIn" }, schema: { params: deviceIdParamsSchema } },
    async (request, reply) => {
      const user = viewerOf(request);
      await signOutDevice(deps, user.id, request.params.id, currentSessionId(request));
      sessionsEnded(user.id);
      return reply.code(204).send();
    },
  );

  api.post("/api/auth/sessions/sign-out-others", { config: { guard: "signedIn" } }, async (request, reply) => {
    const user = viewerOf(request);
    await signOutOtherDevices(deps, user.id, currentSessionId(request));
    sessionsEnded(user.id);
    return reply.code(204).send();
  });
}
