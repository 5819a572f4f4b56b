/** The app's structured logger, as services receive it: they log, but know nothing else of the HTTP server. */
export type { FastifyBaseLogger as Logger } from "fastify";
