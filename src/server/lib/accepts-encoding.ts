import type { FastifyRequest } from "fastify";

/** Whether the client takes a body in `coding`: listed in Accept-Encoding (or `*`) and not refused with q=0. */
export function acceptsEncoding(request: FastifyRequest, coding: "gzip" | "br"): boolean {
  const header = request.headers["accept-encoding"];
  if (typeof header !== "string") return false;
  return header.split(",").some((part) => {
    const [name, ...params] = part.trim().toLowerCase().split(";");
    if (name !== coding && name !== "*") return false;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    return q === undefined || Number(q.slice(2)) > 0;
  });
}
