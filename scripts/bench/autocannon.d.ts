// The part of autocannon's programmatic interface the benchmark uses (it ships no types).
declare module "autocannon" {
  import type { EventEmitter } from "node:events";

  interface Request {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string;
  }

  interface Options {
    url: string;
    connections?: number;
    duration?: number;
    pipelining?: number;
    timeout?: number;
    headers?: Record<string, string>;
    requests?: Array<Request & { setupRequest?: (request: Request) => Request }>;
  }

  interface Result {
    duration: number;
    errors: number;
    timeouts: number;
    non2xx: number;
    requests: { total: number; average: number };
    throughput: { average: number };
  }

  interface Instance extends EventEmitter {
    stop(): void;
    on(
      event: "response",
      listener: (client: unknown, statusCode: number, bytes: number, responseTime: number) => void,
    ): this;
    on(event: "error", listener: (error: Error) => void): this;
  }

  function autocannon(options: Options, callback: (error: Error | null, result: Result) => void): Instance;
  export default autocannon;
}
