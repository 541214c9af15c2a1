// autocannon ships no types; this is the part bench/api.ts and bench/memory.ts use.
declare module 'autocannon' {
  interface Histogram {
    p50: number;
    p97_5: number;
    p99: number;
    average: number;
    max: number;
  }
  interface Result {
    requests: Histogram & { total: number };
    latency: Histogram;
    errors: number;
    timeouts: number;
    non2xx: number;
  }
  interface Options {
    url: string;
    connections?: number;
    duration?: number;
    method?: string;
    headers?: Record<string, string>;
    body?: string;
    /** Requests sent in turn on each connection, instead of method/body. */
    requests?: { method: string; path: string; body?: string }[];
  }
  function autocannon(options: Options): Promise<Result>;
  export default autocannon;
}
