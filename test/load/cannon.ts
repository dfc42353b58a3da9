import autocannon from 'autocannon';
import { summarise, type Summary } from './stats';

export type Request = {
  method: 'GET' | 'POST';
  path: string;
  headers: Record<string, string>;
  /** `[<id>]` in it is replaced by a new id per request (a request id of an idempotent route). */
  body?: string;
};

export type Load = { connections: number; seconds: number };

/**
 * The latencies (ms) of every response autocannon got for `request` in `load.seconds` with
 * `load.connections` connections. Rejects on any non-2xx response, error or timeout.
 */
export function cannonLatencies(url: string, request: Request, load: Load): Promise<number[]> {
  return new Promise((resolve, reject) => {
    const latencies: number[] = [];
    let failures = 0;
    const instance = autocannon(
      {
        url: url + request.path,
        method: request.method,
        headers: request.headers,
        body: request.body,
        idReplacement: request.body?.includes('[<id>]') ?? false,
        connections: load.connections,
        duration: load.seconds,
      },
      (error, result) => {
        if (error) return reject(error);
        if (failures > 0)
          return reject(new Error(`${failures} non-2xx responses for ${request.path}`));
        if (result.errors > 0 || result.timeouts > 0)
          return reject(
            new Error(`${result.errors} errors, ${result.timeouts} timeouts for ${request.path}`),
          );
        resolve(latencies);
      },
    );
    instance.on('response', (_client: unknown, status: number, _bytes: number, ms: number) => {
      if (status >= 300) failures += 1;
      latencies.push(ms);
    });
  });
}

/** p50/p95/p99 and rate of `request` under `load` (see cannonLatencies). */
export async function cannon(url: string, request: Request, load: Load): Promise<Summary> {
  return summarise(await cannonLatencies(url, request, load), load.seconds);
}
