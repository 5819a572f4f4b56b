// The part of autocannon's API the benches use (the package ships no types).
declare module "autocannon" {
  interface RawRequest {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string;
  }
  interface Options extends RawRequest {
    url: string;
    connections?: number;
    duration?: number;
    amount?: number;
    requests?: (RawRequest & { setupRequest?: (request: RawRequest) => RawRequest })[];
  }
  interface Histogram {
    p50: number;
    p99: number;
    max: number;
    average: number;
  }
  interface Result {
    latency: Histogram;
    requests: Histogram & { total: number };
    non2xx: number;
    errors: number;
    statusCodeStats: Partial<Record<string, { count: number }>>;
  }
  export default function autocannon(options: Options): Promise<Result>;
}
