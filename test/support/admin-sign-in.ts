import { totpCode } from "../../src/server/features/auth/second-factor.service.js";

/*
 * Administrators sign in with their password and an authenticator app's code (docs/product.md#accounts). A spawned
 * server's bootstrap admin gets this key through ADMIN_TOTP_SECRET, and tests play the app. One code signs in
 * once, so a test signs its admin in once per 30 s, or enrols a new admin.
 */

/** RFC 6238's test key, in base32. */
export const TEST_TOTP_SECRET = "GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ";

interface Credentials {
  email: string;
  password: string;
}

/** The environment that makes `admin` the server's bootstrap admin, with the test key as its app. */
export const bootstrapAdminEnv = (admin: Credentials) => ({
  ADMIN_EMAIL: admin.email,
  ADMIN_PASSWORD: admin.password,
  ADMIN_TOTP_SECRET: TEST_TOTP_SECRET,
});

/**
 * The bootstrap admin's sign-in: the password and the app's code at `at` (now). A second sign-in within 30 s of
 * the first takes the next step's code, which is still accepted: a minute from now it would be too far.
 */
export const withCode = (admin: Credentials, at = new Date()) => ({ ...admin, code: totpCode(TEST_TOTP_SECRET, at) });

/**
 * An admin's first sign-in, as a person makes it: the password is answered "set up an app", the enrolment gives
 * the app's key, and the app's first code signs in. Answers the final sign-in's response.
 */
export async function enrolAndSignIn(base: string, admin: Credentials): Promise<Response> {
  const post = (path: string, body: object) =>
    fetch(`${base}${path}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    });
  const first = await post("/api/auth/login", admin);
  const asked = (await first.json()) as { secondFactor?: string };
  if (first.status !== 401 || asked.secondFactor !== "enrol")
    throw new Error(`expected an enrolment, got ${first.status}`);
  const { secret } = (await (await post("/api/auth/second-factor/enrolment", admin)).json()) as { secret: string };
  return post("/api/auth/login", { ...admin, code: totpCode(secret, new Date()) });
}
