import { request } from 'node:http';

export type ApiResponse<T = unknown> = {
  status: number;
  headers: Record<string, string>;
  body: T;
  text: string;
};

export type CallOptions = {
  /** The site host the request is for (`localhost`, `hope.localhost`...). */
  host?: string;
  token?: string;
  body?: unknown;
  /** Sent as is, instead of JSON of `body`. */
  rawBody?: string | Buffer;
  headers?: Record<string, string>;
};

/**
 * A small HTTP client that, unlike fetch, can send a tenant's Host header to a server on
 * 127.0.0.1 (Node cannot resolve *.localhost; browsers can).
 */
export function createClient(baseUrl: string) {
  const base = new URL(baseUrl);
  const call = <T = unknown>(
    method: string,
    path: string,
    options: CallOptions = {},
  ): Promise<ApiResponse<T>> =>
    new Promise((resolve, reject) => {
      const payload =
        options.rawBody !== undefined
          ? Buffer.from(options.rawBody)
          : options.body !== undefined
            ? Buffer.from(JSON.stringify(options.body))
            : undefined;
      const headers: Record<string, string> = {
        host: `${options.host ?? 'localhost'}:${base.port}`,
        ...(payload && options.rawBody === undefined ? { 'content-type': 'application/json' } : {}),
        ...(payload ? { 'content-length': String(payload.length) } : {}),
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        ...options.headers,
      };
      const req = request({ host: '127.0.0.1', port: base.port, method, path, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const buffer = Buffer.concat(chunks);
          const text = buffer.toString('utf8');
          const flat: Record<string, string> = {};
          for (const [name, value] of Object.entries(res.headers)) {
            if (value !== undefined) flat[name] = Array.isArray(value) ? value.join(', ') : value;
          }
          let body: unknown = text;
          if (flat['content-type']?.includes('json') && text !== '') {
            try {
              body = JSON.parse(text);
            } catch {
              body = text;
            }
          } else if (
            !flat['content-type']?.startsWith('text/') &&
            !flat['content-type']?.includes('json')
          ) {
            body = buffer;
          }
          resolve({ status: res.statusCode ?? 0, headers: flat, body: body as T, text });
        });
        res.on('error', reject);
      });
      req.on('error', reject);
      if (payload) req.write(payload);
      req.end();
    });

  return {
    call,
    get: <T = unknown>(path: string, options?: CallOptions) => call<T>('GET', path, options),
    post: <T = unknown>(path: string, body?: unknown, options?: CallOptions) =>
      call<T>('POST', path, { ...options, body }),
  };
}

export type Client = ReturnType<typeof createClient>;
