/** An error whose message is safe to show the client, with the status it answers. */
export class HttpError extends Error {
  override name = "HttpError";
  constructor(
    readonly statusCode: number,
    message: string,
    readonly headers: Record<string, string> = {},
    /** Shown under the form fields they name, as a validation failure's are. */
    readonly fieldErrors?: Record<string, string>,
  ) {
    super(message);
  }
}
