// Minimal typings for the parts of autocannon that bench/api.ts uses (the package ships none).
declare module 'autocannon' {
  namespace autocannon {
    interface Request {
      method?: string;
      path?: string;
      headers?: Record<string, string>;
      body?: string;
      /** Called before each request; returns the request to send. */
      setupRequest?: (request: Request, context: Record<string, unknown>) => Request;
    }
    interface Options {
      url: string;
      method?: string;
      headers?: Record<string, string>;
      body?: string;
      requests?: Request[];
      connections?: number;
      duration?: number;
      amount?: number;
      /** Requests per second over all connections. */
      overallRate?: number;
    }
    interface Histogram {
      average: number;
      mean: number;
      total: number;
      p50: number;
      p90: number;
      p99: number;
      max: number;
    }
    interface Result {
      requests: Histogram;
      latency: Histogram;
      throughput: Histogram;
      errors: number;
      timeouts: number;
      non2xx: number;
    }
  }
  function autocannon(options: autocannon.Options): Promise<autocannon.Result>;
  export = autocannon;
}
