import { z } from "zod";
import { isVisibleText } from "./visible-text.js";
import { publicUserSchema } from "./users.js";

/** Minimum password length. */
export const PASSWORD_MIN_LENGTH = 8;
/** argon2 hashing cost grows with input; no human types a longer password. */
export const PASSWORD_MAX_LENGTH = 256;
export const NAME_MAX_LENGTH = 100;
export const EMAIL_MAX_LENGTH = 254;

/** docs/product.md#accounts: a password reset link is valid for one hour. */
export const PASSWORD_RESET_TTL_MS = 60 * 60 * 1000;
/** Reset links one account may be sent per hour; further requests are answered alike but send nothing. */
export const PASSWORD_RESETS_PER_HOUR = 3;
/** docs/product.md#accounts: a link that verifies an email address (or a new one) is valid for 24 hours. */
export const EMAIL_LINK_TTL_HOURS = 24;
export const EMAIL_LINK_TTL_MS = EMAIL_LINK_TTL_HOURS * 60 * 60 * 1000;
/** Verification links (registration's, resent, email changes) one account may be sent per hour; beyond, 429. */
export const EMAIL_LINKS_PER_HOUR = 3;

/*
 * The messages below are keys of the `messages` catalogue: the server answers them in the caller's language, the
 * web shows them with `t` (docs/decisions/0038-server-messages.md).
 */

/** docs/product.md#accounts: verified email addresses and changing the address. */
export const EMAIL_MESSAGES = {
  linkInvalid: "messages:email.linkInvalid",
  verified: "messages:email.verified",
  changed: "messages:email.changed",
  alreadyVerified: "messages:email.alreadyVerified",
  verificationSent: "messages:email.verificationSent",
  changeLinkSent: "messages:email.changeLinkSent",
  tooManyLinks: "messages:email.tooManyLinks",
  sameEmail: "messages:email.sameEmail",
  emailTaken: "messages:email.emailTaken",
  takenMeanwhile: "messages:email.takenMeanwhile",
} as const;

/**
 * zxcvbn's score (0-4) a chosen password must reach: 3 means about 10^8 guesses, out of reach of an online attack
 * and of the common-password lists.
 */
export const MIN_PASSWORD_SCORE = 3;

export const AUTH_MESSAGES = {
  invalidCredentials: "messages:auth.invalidCredentials",
  emailTaken: "messages:auth.emailTaken",
  passwordTooShort: "messages:auth.passwordTooShort",
  passwordTooWeak: "messages:auth.passwordTooWeak",
  passwordsDoNotMatch: "messages:auth.passwordsDoNotMatch",
  confirmPasswordRequired: "messages:auth.confirmPasswordRequired",
  termsRequired: "messages:auth.termsRequired",
  loginFailed: "messages:auth.loginFailed",
  registrationFailed: "messages:auth.registrationFailed",
  tooManyAttempts: "messages:auth.tooManyAttempts",
  tooManyRequests: "messages:auth.tooManyRequests",
  resetLinkInvalid: "messages:auth.resetLinkInvalid",
  resetRequested: "messages:auth.resetRequested",
  signInRequired: "messages:auth.signInRequired",
  adminRequired: "messages:auth.adminRequired",
  adminSecondFactorRequired: "messages:auth.adminSecondFactorRequired",
  currentPasswordWrong: "messages:auth.currentPasswordWrong",
  samePassword: "messages:auth.samePassword",
  passwordChanged: "messages:auth.passwordChanged",
  subscriptionRequired: "messages:auth.subscriptionRequired",
  useLogoutForThisDevice: "messages:auth.useLogoutForThisDevice",
  deviceNotFound: "messages:auth.deviceNotFound",
} as const;

/** docs/product.md#accounts: two-step sign-in with an authenticator app, required of administrators. */
export const SECOND_FACTOR_MESSAGES = {
  codeRequired: "messages:secondFactor.codeRequired",
  enrolmentRequired: "messages:secondFactor.enrolmentRequired",
  codeInvalid: "messages:secondFactor.codeInvalid",
  alreadyEnabled: "messages:secondFactor.alreadyEnabled",
  notEnabled: "messages:secondFactor.notEnabled",
  adminsKeepIt: "messages:secondFactor.adminsKeepIt",
  setUpInAccount: "messages:secondFactor.setUpInAccount",
  passkeyRequired: "messages:secondFactor.passkeyRequired",
  passkeyNotChecked: "messages:secondFactor.passkeyNotChecked",
  passkeyUnknown: "messages:secondFactor.passkeyUnknown",
  passkeyExpired: "messages:secondFactor.passkeyExpired",
  passkeyTaken: "messages:secondFactor.passkeyTaken",
  passkeyNotFound: "messages:secondFactor.passkeyNotFound",
  lastFactor: "messages:secondFactor.lastFactor",
  stepUpRequired: "messages:secondFactor.stepUpRequired",
  tooManyCodes: "messages:secondFactor.tooManyCodes",
  signInWithApp: "messages:secondFactor.signInWithApp",
  signInWithPasskey: "messages:secondFactor.signInWithPasskey",
  appExplained: "messages:secondFactor.appExplained",
  passkeyExplained: "messages:secondFactor.passkeyExplained",
} as const;

/**
 * docs/product.md#accounts: sensitive changes (password, email, second factors, members' deletion, payments and
 * channel settings) need a second-factor check this recent, when the account has a second factor.
 */
export const STEP_UP_MAX_AGE_MS = 5 * 60 * 1000;

/** Recovery codes given at setup, each usable once. */
export const RECOVERY_CODE_COUNT = 10;

const email = z
  .string({ error: "messages:field.emailRequired" })
  .trim()
  .min(1, "messages:field.emailRequired")
  .max(EMAIL_MAX_LENGTH, "messages:field.emailTooLong")
  .pipe(z.email("messages:field.emailInvalid"))
  .transform((value) => value.toLowerCase());

/**
 * Signing in and asking for a reset only look an account up, so any address shape is accepted: the
 * bootstrap admin is admin@localhost, which a strict check (a dot in the domain) would refuse.
 */
export const accountEmailSchema = z
  .string({ error: "messages:field.emailRequired" })
  .trim()
  .min(1, "messages:field.emailRequired")
  .max(EMAIL_MAX_LENGTH, "messages:field.emailTooLong")
  .regex(/^[^\s@]+@[^\s@]+$/, "messages:field.emailInvalid")
  .transform((value) => value.toLowerCase());

const password = z
  .string({ error: "messages:field.passwordRequired" })
  .min(PASSWORD_MIN_LENGTH, AUTH_MESSAGES.passwordTooShort)
  .max(PASSWORD_MAX_LENGTH, "messages:field.passwordTooLong");

function requiredName(messages: { required: string; tooLong: string; invisible: string }) {
  return z
    .string({ error: messages.required })
    .trim()
    .min(1, messages.required)
    .max(NAME_MAX_LENGTH, messages.tooLong)
    .refine(isVisibleText, messages.invisible);
}

export const registerBodySchema = z.strictObject({
  email,
  password,
  firstName: requiredName({
    required: "messages:field.firstNameRequired",
    tooLong: "messages:field.firstNameTooLong",
    invisible: "messages:field.firstNameInvisible",
  }),
  lastName: requiredName({
    required: "messages:field.lastNameRequired",
    tooLong: "messages:field.lastNameTooLong",
    invisible: "messages:field.lastNameInvisible",
  }),
});
export type RegisterBody = z.input<typeof registerBodySchema>;

/** A code from the authenticator app (6 digits) or a recovery code (xxxxx-xxxxx); spaces as typed are ignored. */
const secondFactorCode = z
  .string({ error: SECOND_FACTOR_MESSAGES.codeRequired })
  .transform((value) => value.replace(/[\s-]/g, "").toLowerCase())
  .pipe(z.string().min(1, SECOND_FACTOR_MESSAGES.codeRequired).max(32, SECOND_FACTOR_MESSAGES.codeInvalid));

const signInCredentials = {
  email: accountEmailSchema,
  // Any length is accepted at sign-in: the rule applies when a password is chosen.
  password: z
    .string({ error: "messages:field.passwordRequired" })
    .min(1, "messages:field.passwordRequired")
    .max(PASSWORD_MAX_LENGTH, "messages:field.passwordTooLong"),
};

/** `code` is the second step of a two-step sign-in (asked for only once the password is right). */
export const loginBodySchema = z.strictObject({ ...signInCredentials, code: secondFactorCode.optional() });
export type LoginBody = z.input<typeof loginBodySchema>;

export const forgotPasswordBodySchema = z.strictObject({ email: accountEmailSchema });
export type ForgotPasswordBody = z.input<typeof forgotPasswordBodySchema>;

export const resetPasswordBodySchema = z.strictObject({
  token: z.string().min(1, "messages:field.resetTokenRequired").max(200),
  password,
});
export type ResetPasswordBody = z.input<typeof resetPasswordBodySchema>;

export const changePasswordBodySchema = z
  .strictObject({
    currentPassword: z
      .string({ error: "messages:field.currentPasswordRequired" })
      .min(1, "messages:field.currentPasswordRequired")
      .max(PASSWORD_MAX_LENGTH, "messages:field.passwordTooLong"),
    newPassword: password,
  })
  .refine((body) => body.currentPassword !== body.newPassword, {
    path: ["newPassword"],
    message: AUTH_MESSAGES.samePassword,
  });
export type ChangePasswordBody = z.input<typeof changePasswordBodySchema>;

export const messageSchema = z.object({ message: z.string() });

/** The token of an emailed link that verifies an address (docs/product.md#accounts). */
export const verifyEmailBodySchema = z.strictObject({
  token: z.string().min(1, EMAIL_MESSAGES.linkInvalid).max(200, EMAIL_MESSAGES.linkInvalid),
});
export type VerifyEmailBody = z.input<typeof verifyEmailBodySchema>;

/** A new address for the account, confirmed by the current password; it replaces the old once its link is followed. */
export const changeEmailBodySchema = z.strictObject({
  newEmail: email,
  currentPassword: z
    .string({ error: "messages:field.currentPasswordRequired" })
    .min(1, "messages:field.currentPasswordRequired")
    .max(PASSWORD_MAX_LENGTH, "messages:field.passwordTooLong"),
});
export type ChangeEmailBody = z.input<typeof changeEmailBodySchema>;

/** The address an email change waits to confirm: null when none is waiting (or its link expired). */
export const emailChangeStatusSchema = z.object({ pendingEmail: z.string().nullable() });
export type EmailChangeStatus = z.infer<typeof emailChangeStatusSchema>;

/** An administrator's first sign-in: the password again, to be given the authenticator app's secret. */
export const enrolmentBodySchema = z.strictObject(signInCredentials);
export type EnrolmentBody = z.input<typeof enrolmentBodySchema>;

/** A new authenticator secret: the app reads `uri` from a QR code, or the secret is typed in. */
export const authenticatorSetupSchema = z.object({ secret: z.string(), uri: z.string() });
export type AuthenticatorSetup = z.infer<typeof authenticatorSetupSchema>;

export const secondFactorCodeBodySchema = z.strictObject({ code: secondFactorCode });
export type SecondFactorCodeBody = z.input<typeof secondFactorCodeBodySchema>;

export const recoveryCodesSchema = z.object({ recoveryCodes: z.array(z.string()) });

export const secondFactorStatusSchema = z.object({
  /** Any second factor: the authenticator app or a passkey. */
  enabled: z.boolean(),
  authenticatorApp: z.boolean(),
  passkeys: z.number().int().nonnegative(),
  /** Administrators cannot turn it off. */
  required: z.boolean(),
  recoveryCodesLeft: z.number().int().nonnegative(),
});
export type SecondFactorStatus = z.infer<typeof secondFactorStatusSchema>;

/** A sign-in's answer: the user, and the recovery codes when this sign-in finished setting up the app (shown once). */
export const signedInSchema = publicUserSchema.extend({ recoveryCodes: z.array(z.string()).optional() });
export type SignedInUser = z.infer<typeof signedInSchema>;

/** How a device whose browser did not say what it is is named, in the list of devices and in emails. */
export const UNKNOWN_DEVICE_NAME = "Unknown browser";

/** A device where the user is signed in: one session (docs/product.md#accounts). */
export const signedInDeviceSchema = z.object({
  /** The session's id (a hash of its token, which stays secret). */
  id: z.string(),
  /** The session making this request. */
  current: z.boolean(),
  /** "Chrome on Android"; null when the browser did not say. */
  device: z.string().nullable(),
  ip: z.string().nullable(),
  /** "Berlin, Germany", "Local network"; null when unknown. */
  place: z.string().nullable(),
  signedInAt: z.string(),
  lastSeenAt: z.string(),
});
export type SignedInDevice = z.infer<typeof signedInDeviceSchema>;
export const signedInDeviceListSchema = z.array(signedInDeviceSchema);
export const deviceIdParamsSchema = z.strictObject({
  id: z.string().regex(/^[0-9a-f]{64}$/, AUTH_MESSAGES.deviceNotFound),
});

const base64Url = z
  .string()
  .max(4096)
  .regex(/^[A-Za-z0-9_-]*$/, "Not base64url");
const credentialOutline = {
  id: base64Url.min(1),
  rawId: base64Url.min(1),
  type: z.literal("public-key"),
  authenticatorAttachment: z.enum(["platform", "cross-platform"]).optional(),
  clientExtensionResults: z.object({ credProps: z.object({ rk: z.boolean().optional() }).optional() }).default({}),
};

/**
 * A browser's answers to WebAuthn (a `PublicKeyCredential` as JSON): a new passkey, and a signed challenge. The
 * outline is checked here; what is inside (keys, signatures) by the WebAuthn library.
 */
export const passkeyRegistrationSchema = z.object({
  ...credentialOutline,
  response: z.object({
    clientDataJSON: base64Url,
    attestationObject: base64Url,
    authenticatorData: base64Url.optional(),
    transports: z.array(z.string().max(32)).max(10).optional(),
    publicKeyAlgorithm: z.number().int().optional(),
    publicKey: base64Url.optional(),
  }),
});
export type PasskeyRegistration = z.infer<typeof passkeyRegistrationSchema>;
export const passkeyAssertionSchema = z.object({
  ...credentialOutline,
  response: z.object({
    clientDataJSON: base64Url,
    authenticatorData: base64Url,
    signature: base64Url,
    userHandle: base64Url.optional(),
  }),
});
export type PasskeyAssertion = z.infer<typeof passkeyAssertionSchema>;
export const passkeyRegistrationBodySchema = z.strictObject({ response: passkeyRegistrationSchema });
export const passkeyAssertionBodySchema = z.strictObject({ response: passkeyAssertionSchema });

/** Options for `navigator.credentials.create` or `.get`, as JSON: passed to the browser as they are. */
export const webAuthnOptionsSchema = z.looseObject({ challenge: z.string() });
export type WebAuthnOptions = z.infer<typeof webAuthnOptionsSchema>;

/** An administrator's first sign-in: the password again, and the new passkey's answer. */
export const passkeyEnrolmentBodySchema = z.strictObject({ ...signInCredentials, response: passkeyRegistrationSchema });
export type PasskeyEnrolmentBody = z.input<typeof passkeyEnrolmentBodySchema>;

export const passkeySchema = z.object({
  id: z.string(),
  name: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
});
export type Passkey = z.infer<typeof passkeySchema>;
export const passkeyListSchema = z.array(passkeySchema);
/** A passkey just added, and the recovery codes when it was the account's first second factor (shown once). */
export const addedPasskeySchema = z.object({ passkey: passkeySchema, recoveryCodes: z.array(z.string()).optional() });
export const passkeyIdParamsSchema = z.strictObject({ id: z.string().min(1).max(1400) });
