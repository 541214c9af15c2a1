// autocannon ships no types; this is the part the benches use.
declare module 'autocannon' {
  interface Histogram {
    p50: number;
    p97_5: number;
    p99: number;
    average: number;
    max: number;
  }
  export interface Result {
    requests: Histogram & { total: number };
    latency: Histogram;
    errors: number;
    timeouts: number;
    non2xx: number;
  }
  interface RequestParams {
    method?: string;
    path?: string;
    body?: string;
    headers?: Record<string, string>;
  }
  interface Options {
    url: string;
    connections?: number;
    duration?: number;
    /** Requests per second per connection (open loop; latency corrected for coordinated omission). */
    connectionRate?: number;
    method?: string;
    headers?: Record<string, string>;
    body?: string;
    /**
     * Requests sent in turn on each connection, instead of method/body; `setupRequest` may rewrite each,
     * with a per-connection `context`.
     */
    requests?: { method?: string; path?: string; body?: string; setupRequest?: (request: RequestParams, context: Record<string, unknown>) => RequestParams }[];
  }
  function autocannon(options: Options): Promise<Result>;
  export default autocannon;
}
