import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  performanceOfSignals,
  publishedHeadSchema,
  publishHeadAnswerSchema,
  TRACK_RECORD_EMBED,
  TRACK_RECORD_OFF,
  trackRecordSchema,
  type TrackRecord,
} from "../../../shared/track-record.js";
import { escapeHtml } from "../../../shared/html.js";
import { DEFAULT_LANGUAGE } from "../../../shared/i18n/languages.js";
import { riskWarningAt } from "../../../shared/risk-warnings.js";
import { performanceSchema } from "../../../shared/performance.js";
import { englishMessage } from "../../lib/app-error.js";
import type { Clock } from "../../lib/clock.js";
import { PREPARED_ROUTE, sendPrepared } from "../../lib/prepared-body.js";
import { sha256Hex } from "../../lib/sha256.js";
import { publishHead } from "./record-heads.service.js";
import { witnessPendingHeads } from "./record-witness.service.js";
import { currentRiskWarning } from "../settings/settings.service.js";
import { badgeSvg, widgetHtml, type EmbedNotice, type EmbedSite } from "./track-record-embed.js";
import {
  chainExport,
  createTrackRecordReader,
  TrackRecordOffError,
  type TrackRecordDeps,
} from "./track-record.service.js";

const notModified = z.null().describe("Not modified: the record still has the ETag sent in If-None-Match");

/** Other sites' pages show the widget and the badge: shared caches may keep them this long, then revalidate. */
const EMBED_MAX_AGE_SECONDS = 300;

const linkSchema = z.object({
  sequence: z.number().int(),
  prevHash: z.string(),
  contentHash: z.string(),
  hash: z.string(),
});
const witnessTokenSchema = z
  .object({
    tsa: z.string(),
    signer: z.string(),
    at: z.string(),
    token: z.string().describe("Base64 of the DER RFC 3161 TimeStampToken over the text `<sequence>:<hash>`"),
  })
  .nullable();
const chainExportSchema = z.object({
  events: z.array(linkSchema.extend({ content: z.record(z.string(), z.unknown()).nullable() })),
  head: z.object({ sequence: z.number().int(), hash: z.string() }).nullable(),
  heads: z.array(publishedHeadSchema.extend({ witness: witnessTokenSchema })),
});

/**
 * docs/product.md#track-record: the public record and its verifiable chain, for anyone, signed in or not; the
 * performance figures counted from it, for members with access; an admin publishes the chain's head on demand.
 */
export async function trackRecordRoutes(
  app: FastifyInstance,
  { deps, site }: { deps: TrackRecordDeps & { clock: Clock }; site: EmbedSite },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const everyone = { config: { guard: "public" } } as const;
  const record = createTrackRecordReader(deps);

  /** An embeddable drawing of the record: public, cached, and revalidated by an ETag of its own bytes. */
  // Drawn and hashed once per record and risk warning (the reader answers the same object until the record changes),
  // not per view.
  const drawn = new WeakMap<TrackRecord, Map<string, { body: string; etag: string }>>();
  const embedded = async (
    request: FastifyRequest,
    reply: FastifyReply,
    type: string,
    place: "widget" | "badge",
    render: (record: TrackRecord, site: EmbedSite, notice: EmbedNotice) => string,
  ) => {
    const current = await record.get();
    // The widget and the badge are written in English (track-record-embed.ts), and so is their warning.
    const notice = { riskWarning: riskWarningAt(await currentRiskWarning(deps, DEFAULT_LANGUAGE), place) };
    let ofRecord = drawn.get(current);
    if (!ofRecord) drawn.set(current, (ofRecord = new Map()));
    const key = `${type}\n${notice.riskWarning}`;
    let drawing = ofRecord.get(key);
    if (!drawing) {
      const body = render(current, site, notice);
      drawing = { body, etag: `"${sha256Hex(body).slice(0, 32)}"` };
      // A record outlives few warnings: the drawings of an older one are dropped rather than kept beside it.
      for (const old of ofRecord.keys()) if (old.startsWith(`${type}\n`)) ofRecord.delete(old);
      ofRecord.set(key, drawing);
    }
    const { body, etag } = drawing;
    reply.header("cache-control", `public, max-age=${EMBED_MAX_AGE_SECONDS}`).header("etag", etag);
    if (request.headers["if-none-match"] === etag) return reply.code(304).send();
    return reply.type(type).send(body);
  };

  app.get(TRACK_RECORD_EMBED.widgetPath, { config: { embeddable: "frame" } }, async (request, reply) => {
    try {
      return await embedded(request, reply, "text/html; charset=utf-8", "widget", widgetHtml);
    } catch (error) {
      if (!(error instanceof TrackRecordOffError)) throw error;
      // Shown inside another site's page: a line of text, not the API's JSON, in English as the widget is drawn.
      const off = escapeHtml(englishMessage(TRACK_RECORD_OFF));
      return reply
        .code(404)
        .type("text/html; charset=utf-8")
        .send(`<!doctype html><html lang="en"><title>Not found</title><p>${off}</p></html>`);
    }
  });

  app.get(TRACK_RECORD_EMBED.badgePath, { config: { guard: "public", embeddable: "image" } }, (request, reply) =>
    embedded(request, reply, "image/svg+xml; charset=utf-8", "badge", badgeSvg),
  );

  // Prepared once per change of the record and sent as bytes (hence the untyped `app`): the declared schema documents
  // the answer without serialising it again.
  app.get(
    "/api/public/track-record",
    { ...everyone, ...PREPARED_ROUTE, schema: { response: { 200: trackRecordSchema, 304: notModified } } },
    async (request, reply) => sendPrepared(request, reply, await record.prepared(), "public, no-cache"),
  );

  // The members' performance figures, counted from the record's signals (docs/product.md#statistics); the address
  // stays with the positions, where the dashboard reads it.
  api.get(
    "/api/positions/performance",
    { config: { guard: "access", apiToken: true }, schema: { response: { 200: performanceSchema } } },
    async () => performanceOfSignals(await record.countedSignals()),
  );

  api.post(
    "/api/admin/track-record/heads",
    {
      config: { guard: "admin", audit: { action: "record.head" } },
      schema: { body: z.strictObject({}).nullish(), response: { 200: publishHeadAnswerSchema } },
    },
    async () => {
      const answer = await publishHead(deps, { daily: false });
      // Witnessed now rather than at the next run; an authority that does not answer leaves it to that run.
      if (answer.published) {
        witnessPendingHeads({ db: deps.db, authorities: deps.authorities ?? [], log: app.log }).catch((err: unknown) =>
          app.log.warn({ err }, "witnessing the record's head failed; the head run will ask again"),
        );
      }
      return answer;
    },
  );

  api.get(
    "/api/public/track-record/export",
    { ...everyone, schema: { response: { 200: chainExportSchema } } },
    async (_request, reply) => {
      const chain = await chainExport(deps);
      reply.header("content-disposition", 'attachment; filename="track-record-chain.json"');
      return {
        ...chain,
        events: chain.events.map((event) => ({ ...event, content: event.content && { ...event.content } })),
      };
    },
  );
}
