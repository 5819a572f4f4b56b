import type { FastifyInstance } from "fastify";
import { authRouteContext, type AuthRoutesOptions } from "./auth-routes.context.js";
import { emailVerificationRoutes } from "./email-verification.routes.js";
import { passkeyRoutes } from "./passkeys.routes.js";
import { passwordRoutes } from "./password.routes.js";
import { secondFactorRoutes } from "./second-factor.routes.js";
import { sessionRoutes } from "./sessions.routes.js";
import { signInRoutes } from "./sign-in.routes.js";

/**
 * Accounts (docs/product.md#accounts): registration and signing in and out, passwords, verified addresses, the second
 * factor, signed-in devices and passkeys, each group in its own file; they share one address allowance and one
 * password queue.
 */
export async function authRoutes(app: FastifyInstance, options: AuthRoutesOptions) {
  const context = authRouteContext(app, options);
  signInRoutes(app, context);
  passwordRoutes(app, context);
  emailVerificationRoutes(app, context);
  secondFactorRoutes(app, context);
  sessionRoutes(app, context);
  passkeyRoutes(app, context);
}
