import type { FastifyRequest } from "fastify";

/** Whether the client takes a gzip body: listed in Accept-Encoding and not refused with q=0. */
export function acceptsGzip(request: FastifyRequest): boolean {
  const header = request.headers["accept-encoding"];
  if (typeof header !== "string") return false;
  return header.split(",").some((part) => {
    const [coding, ...params] = part.trim().toLowerCase().split(";");
    if (coding !== "gzip" && coding !== "*") return false;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    return q === undefined || Number(q.slice(2)) > 0;
  });
}
