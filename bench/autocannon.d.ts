// autocannon ships no types; this is the part bench/api.ts uses.
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
  }
  function autocannon(options: Options): Promise<Result>;
  export default autocannon;
}
