import type { FastifyInstance } from "fastify";
import { serializerCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import { loginBodySchema, registerBodySchema, signedInSchema } from "../../../shared/auth.js";
import { publicUserSchema } from "../../../shared/users.js";
import type { UserRow } from "../../db/schema.js";
import { viewerOf } from "../../plugins/auth.js";
import { toPublicUser } from "../users/users.service.js";
import type { AuthRouteContext } from "./auth-routes.context.js";
import { InvalidCredentialsError, logIn, register } from "./auth.service.js";
import { sendVerificationLink } from "./email-verification.service.js";
import { InvalidSecondFactorCodeError } from "./second-factor.service.js";
import { endSession } from "./sessions.service.js";
import { AccountLockedError } from "./sign-in-throttle.js";

/** Registering, signing in and out with a password, and who is signed in. */
export function signInRoutes(app: FastifyInstance, context: AuthRouteContext) {
  const { deps, cookie, background, sessionsEnded, addressLimited, inPasswordTurn, passwordChecked } = context;
  const { deviceOf, signIn } = context;
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    "/api/auth/register",
    addressLimited("public", registerBodySchema, { 201: publicUserSchema }),
    async (request, reply) => {
      const signedIn = await register(deps, request.body, deviceOf(request));
      try {
        await context.registered?.(request, signedIn.user.id);
      } catch (err) {
        // The account exists: what is told of it afterwards never fails the registration.
        request.log.error({ err }, "after-registration step failed");
      }
      background.run("email verification link", () => sendVerificationLink(deps, signedIn.user));
      return reply.code(201).send(signIn(reply, signedIn));
    },
  );

  api.post(
    "/api/auth/login",
    passwordChecked("public", loginBodySchema, { 200: signedInSchema }),
    async (request, reply) => {
      try {
        const device = deviceOf(request);
        const signedIn = await inPasswordTurn(request, (address) => logIn(deps, request.body, address, device));
        // A session cookie already present is replaced, never reused: a new session at every sign-in.
        if (request.sessionToken) await endSession(deps, request.sessionToken);
        return signIn(reply, signedIn);
      } catch (error) {
        if (error instanceof InvalidCredentialsError || error instanceof InvalidSecondFactorCodeError) {
          app.metrics.signInFailed();
        }
        if (error instanceof AccountLockedError) app.metrics.accountLocked();
        throw error;
      }
    },
  );

  api.post("/api/auth/logout", { config: { guard: "public" } }, async (request, reply) => {
    if (request.sessionToken) await endSession(deps, request.sessionToken);
    if (request.auth) sessionsEnded(request.auth.user.id);
    cookie.clear(reply);
    return reply.code(204).send();
  });

  // Sent as the text meAnswer made (hence the untyped `app`): the declared schema documents the answer and made it.
  app.get(
    "/api/auth/me",
    { config: { guard: "signedIn" }, schema: { response: { 200: publicUserSchema } } },
    (request, reply) => {
      reply.type("application/json; charset=utf-8").send(meAnswer(viewerOf(request)));
    },
  );
}

const serializeMe = serializerCompiler({ schema: publicUserSchema, method: "GET", url: "/api/auth/me" });
const meAnswers = new WeakMap<UserRow, string>();

/**
 * `GET /api/auth/me` as the response schema serialises it, made once per user row: the row a session brings is the
 * one kept, frozen, while the database is unchanged (db/unchanged-reads.ts), so the same row is the same answer,
 * and a changed user is a new row. A row that is not frozen (read afresh) is serialised each time.
 */
function meAnswer(user: UserRow): string {
  let answer = meAnswers.get(user);
  if (answer === undefined) {
    answer = serializeMe(toPublicUser(user));
    if (Object.isFrozen(user)) meAnswers.set(user, answer);
  }
  return answer;
}
