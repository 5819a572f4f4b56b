import type { z } from "zod";
import type { ApiErrorBody } from "@shared/api-errors";
import { SECOND_FACTOR_STEPS, type SecondFactorStep } from "@shared/second-factor-steps";

/**
 * A non-ok answer from the API. `message` reads as the product's default fetch does ("401: Invalid email or password");
 * `serverMessage` and `fieldErrors` keep what the server said, for screens that show it to the user.
 */
export class ApiError extends Error {
  override readonly name = "ApiError";

  constructor(
    readonly status: number,
    message: string,
    readonly serverMessage: string | null,
    readonly fieldErrors: Record<string, string>,
    /** A sign-in whose password was right and that needs its second step. */
    readonly secondFactor: SecondFactorStep | null = null,
    /** A sensitive change the server asks to confirm with the second factor first. */
    readonly stepUp = false,
    /** The same request goes through sent again with `confirm: true`, once the person has checked. */
    readonly confirm = false,
  ) {
    super(message);
  }
}

/** A failure on this side of the API (the browser's passkey prompt, say) whose message is written for the person. */
export class UserFacingError extends Error {
  override readonly name: string = "UserFacingError";
}

type On401 = "throw" | "returnNull";

interface ApiFetchOptions {
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  /** Sent as JSON. */
  body?: unknown;
  /** A 401 either raises an error or yields null. Default "throw". */
  on401?: On401;
  signal?: AbortSignal;
}

interface ParsedFetchOptions<T> extends ApiFetchOptions {
  /** Validates the answer, so a screen never works with a shape the server did not promise. */
  schema: z.ZodType<T>;
}

/**
 * Default fetch: same-origin call with the session cookie, JSON in and out. A non-ok answer throws
 * an {@link ApiError}; a 401 yields null instead when `on401` is "returnNull".
 */
export function apiFetch<T>(path: string, options: ParsedFetchOptions<T> & { on401: "returnNull" }): Promise<T | null>;
export function apiFetch<T>(path: string, options: ParsedFetchOptions<T>): Promise<T>;
export function apiFetch(path: string, options?: ApiFetchOptions): Promise<unknown>;
export async function apiFetch<T>(
  path: string,
  options: ApiFetchOptions & { schema?: z.ZodType<T> } = {},
): Promise<unknown> {
  const response = await sendConfirmed(path, options);
  if (response.status === 401 && options.on401 === "returnNull") return null;
  if (!response.ok) throw await toApiError(response);
  const payload = response.status === 204 ? undefined : await readJson(response);
  return options.schema ? options.schema.parse(payload) : payload;
}

/** As {@link apiFetch}, keeping the answer's headers too, such as the `X-Total-Count` of a paged list. */
export async function apiFetchWithHeaders<T>(
  path: string,
  options: ParsedFetchOptions<T>,
): Promise<{ data: T; headers: Headers }> {
  const response = await sendConfirmed(path, options);
  if (!response.ok) throw await toApiError(response);
  return { data: options.schema.parse(await readJson(response)), headers: response.headers };
}

/**
 * A file from the API (a CSV export), asked for the way {@link apiFetch} asks, the second-factor check included, and
 * named as the server's Content-Disposition names it.
 */
export async function apiDownload(path: string): Promise<{ blob: Blob; fileName: string }> {
  const response = await sendConfirmed(path, {});
  if (!response.ok) throw await toApiError(response);
  const fileName = /filename="([^"]+)"/.exec(response.headers.get("content-disposition") ?? "")?.[1] ?? "export.csv";
  return { blob: await response.blob(), fileName };
}

/**
 * Asks the person to confirm it is them (their authenticator code or passkey) and answers whether they did. Set by
 * the app's confirm dialog (features/auth/components/step-up-dialog.tsx).
 */
type StepUpHandler = () => Promise<boolean>;
let stepUpHandler: StepUpHandler | null = null;
let stepUpInstalled: () => void = () => {};
/** Settles once a dialog is installed: its code loads after the first screen, and a change may come before it. */
const stepUpReady = new Promise<void>((resolve) => (stepUpInstalled = resolve));
const STEP_UP_LOAD_WAIT_MS = 10_000;

/** Installs the dialog that confirms a sensitive change; returns its removal. */
export function handleStepUp(handler: StepUpHandler): () => void {
  stepUpHandler = handler;
  stepUpInstalled();
  return () => {
    if (stepUpHandler === handler) stepUpHandler = null;
  };
}

async function installedStepUpHandler(): Promise<StepUpHandler | null> {
  if (stepUpHandler) return stepUpHandler;
  await Promise.race([stepUpReady, new Promise((resolve) => setTimeout(resolve, STEP_UP_LOAD_WAIT_MS))]);
  return stepUpHandler;
}

/**
 * Sends the request; when the server asks for a fresh second-factor check first (docs/product.md#accounts), asks
 * the person and, once confirmed, sends it again, once. Cancelled, or with no dialog to ask in, the refusal stands.
 */
async function sendConfirmed(path: string, options: ApiFetchOptions): Promise<Response> {
  const response = await send(path, options);
  if (response.status !== 403) return response;
  const body = parseErrorBody(await response.clone().text());
  if (!body?.stepUp) return response;
  const ask = await installedStepUpHandler();
  return ask && (await ask()) ? send(path, options) : response;
}

/** Same-origin, with the session cookie, JSON in and out. */
function send(path: string, options: ApiFetchOptions): Promise<Response> {
  const { method = "GET", body, signal } = options;
  const headers: Record<string, string> = { Accept: "application/json" };
  if (body !== undefined) headers["Content-Type"] = "application/json";
  return fetch(path, {
    method,
    credentials: "include",
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
    signal,
  });
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  return text ? JSON.parse(text) : undefined;
}

async function toApiError(response: Response): Promise<ApiError> {
  const text = await response.text().catch(() => "");
  const body = parseErrorBody(text);
  return new ApiError(
    response.status,
    `${response.status}: ${text || response.statusText}`,
    body?.message ?? null,
    body?.errors ?? {},
    body?.secondFactor ?? null,
    body?.stepUp ?? false,
    body?.confirm ?? false,
  );
}

function parseErrorBody(text: string): Partial<ApiErrorBody> | null {
  try {
    const parsed: unknown = JSON.parse(text);
    if (typeof parsed !== "object" || parsed === null) return null;
    const message = "message" in parsed && typeof parsed.message === "string" ? parsed.message : undefined;
    const errors = "errors" in parsed && isStringRecord(parsed.errors) ? parsed.errors : undefined;
    const step =
      "secondFactor" in parsed ? SECOND_FACTOR_STEPS.find((known) => known === parsed.secondFactor) : undefined;
    const stepUp = "stepUp" in parsed && parsed.stepUp === true ? (true as const) : undefined;
    const confirm = "confirm" in parsed && parsed.confirm === true ? (true as const) : undefined;
    return { message, errors, secondFactor: step, stepUp, confirm };
  } catch {
    return null;
  }
}

function isStringRecord(value: unknown): value is Record<string, string> {
  return (
    typeof value === "object" && value !== null && Object.values(value).every((entry) => typeof entry === "string")
  );
}

/** The words a failure carries for the person: the server's own, or a {@link UserFacingError}'s; else null. */
export function ownMessage(error: unknown): string | null {
  if (error instanceof ApiError && error.serverMessage) return error.serverMessage;
  if (error instanceof UserFacingError) return error.message;
  return null;
}

/** The server's own words when it gave any, otherwise the screen's fallback ('Login failed'). */
export function userFacingMessage(error: unknown, fallback: string): string {
  return ownMessage(error) ?? fallback;
}
