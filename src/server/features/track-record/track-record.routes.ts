import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { trackRecordSchema } from "../../../shared/track-record.js";
import type { Clock } from "../../lib/clock.js";
import { chainExport, createTrackRecordReader, type TrackRecordDeps } from "./track-record.service.js";

const linkSchema = z.object({
  sequence: z.number().int(),
  prevHash: z.string(),
  contentHash: z.string(),
  hash: z.string(),
});
const chainExportSchema = z.object({
  events: z.array(linkSchema.extend({ content: z.record(z.string(), z.unknown()).nullable() })),
  head: z.object({ sequence: z.number().int(), hash: z.string() }).nullable(),
});

/** docs/product.md#track-record: the public record and its verifiable chain, for anyone, signed in or not. */
export async function trackRecordRoutes(app: FastifyInstance, { deps }: { deps: TrackRecordDeps & { clock: Clock } }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const everyone = { config: { guard: "public" } } as const;
  const record = createTrackRecordReader(deps);

  api.get("/api/public/track-record", { ...everyone, schema: { response: { 200: trackRecordSchema } } }, () =>
    record.get(),
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
