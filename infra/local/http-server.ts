import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { extname, join, normalize, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import type {
  APIGatewayProxyEventV2,
  APIGatewayProxyStructuredResultV2,
  Context,
} from 'aws-lambda';
import { routeList, type RouteEntry } from '../../functions/src/routes';

type LambdaHandler = (
  event: APIGatewayProxyEventV2,
  context: Context,
) => Promise<APIGatewayProxyStructuredResultV2>;

type CompiledRoute = {
  entry: RouteEntry;
  pattern: RegExp;
  names: string[];
  handler: LambdaHandler;
};

/** The most any request may carry locally, like API Gateway's 10 MB; routes set lower limits. */
const HARD_BODY_LIMIT = 10 * 1024 * 1024;

/** Path prefixes that belong to the API: unknown paths under them are 404 JSON, not the SPA. */
const API_PREFIXES = ['/auth/', '/payments/', '/store/', '/images/'];

const STATIC_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};

const PAGE_HEADERS: Record<string, string> = {
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'content-security-policy':
    "default-src 'self'; img-src 'self' data: blob:; style-src 'self' 'unsafe-inline'; script-src 'self'; " +
    "font-src 'self' data:; connect-src 'self'; frame-src https://www.google.com https://maps.google.com; " +
    "form-action 'self'; frame-ancestors 'none'; base-uri 'self'",
};

function compile(entry: RouteEntry, handler: LambdaHandler): CompiledRoute {
  const names: string[] = [];
  const source = entry.path
    .split('/')
    .map((part) => {
      const match = part.match(/^\{(\w+)\}$/);
      if (!match?.[1]) return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      names.push(match[1]);
      return '([^/]+)';
    })
    .join('/');
  return { entry, pattern: new RegExp(`^${source}$`), names, handler };
}

/** Imports every route's handler module, exactly the modules the Lambdas are built from. */
export async function loadRoutes(functionsSrc: string): Promise<CompiledRoute[]> {
  return Promise.all(
    routeList().map(async (entry) => {
      const module = (await import(pathToFileURL(join(functionsSrc, entry.handler)).href)) as {
        handler?: LambdaHandler;
      };
      if (typeof module.handler !== 'function')
        throw new Error(`${entry.handler} exports no handler`);
      return compile(entry, module.handler);
    }),
  );
}

function json(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'no-store',
  });
  res.end(JSON.stringify(body));
}

function readBody(req: IncomingMessage): Promise<Buffer | 'too-large'> {
  return new Promise((resolveBody, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let tooLarge = false;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > HARD_BODY_LIMIT) tooLarge = true;
      else chunks.push(chunk);
    });
    req.on('end', () => resolveBody(tooLarge ? 'too-large' : Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

function isText(contentType: string | undefined) {
  return !contentType || /json|text|x-www-form-urlencoded|xml/i.test(contentType);
}

/** An API Gateway v2 (HTTP API, payload 2.0) event for this request, as AWS would build it. */
function toEvent(
  req: IncomingMessage,
  url: URL,
  route: CompiledRoute,
  params: Record<string, string>,
  body: Buffer,
): APIGatewayProxyEventV2 {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined || name === 'cookie') continue;
    headers[name] = Array.isArray(value) ? value.join(',') : value;
  }
  const query: Record<string, string> = {};
  for (const [name, value] of url.searchParams)
    query[name] = query[name] ? `${query[name]},${value}` : value;
  const text = isText(req.headers['content-type']);
  const now = new Date();
  const routeKey = `${route.entry.method} ${route.entry.path}`;
  return {
    version: '2.0',
    routeKey,
    rawPath: url.pathname,
    rawQueryString: url.search.slice(1),
    cookies: req.headers.cookie?.split(/;\s*/),
    headers,
    queryStringParameters: Object.keys(query).length ? query : undefined,
    pathParameters: Object.keys(params).length ? params : undefined,
    requestContext: {
      accountId: 'local',
      apiId: 'local',
      domainName: (headers.host ?? 'localhost').replace(/:\d+$/, ''),
      domainPrefix: (headers.host ?? 'localhost').split('.')[0] ?? 'localhost',
      http: {
        method: route.entry.method,
        path: url.pathname,
        protocol: `HTTP/${req.httpVersion}`,
        sourceIp: (req.socket.remoteAddress ?? '127.0.0.1').replace(/^::ffff:/, ''),
        userAgent: headers['user-agent'] ?? '',
      },
      requestId: randomUUID(),
      routeKey,
      stage: '$default',
      time: now.toUTCString(),
      timeEpoch: now.getTime(),
    },
    body: body.length === 0 ? undefined : text ? body.toString('utf8') : body.toString('base64'),
    isBase64Encoded: body.length > 0 && !text,
  };
}

function lambdaContext(route: CompiledRoute, requestId: string): Context {
  const deadline = Date.now() + 10_000;
  return {
    callbackWaitsForEmptyEventLoop: false,
    functionName: `local-${route.entry.key}`,
    functionVersion: '$LATEST',
    invokedFunctionArn: `arn:aws:lambda:local:000000000000:function:${encodeURIComponent(route.entry.key)}`,
    memoryLimitInMB: '256',
    awsRequestId: requestId,
    logGroupName: 'local',
    logStreamName: 'local',
    getRemainingTimeInMillis: () => Math.max(0, deadline - Date.now()),
    done: () => undefined,
    fail: () => undefined,
    succeed: () => undefined,
  };
}

function writeResult(res: ServerResponse, result: APIGatewayProxyStructuredResultV2) {
  const headers: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(result.headers ?? {})) headers[name] = String(value);
  if (result.cookies?.length) headers['set-cookie'] = result.cookies;
  res.writeHead(result.statusCode ?? 200, headers);
  const body = result.body ?? '';
  res.end(result.isBase64Encoded ? Buffer.from(body, 'base64') : body);
}

const COMPRESSIBLE = /\.(html|js|css|json|svg|txt|webmanifest|map)$/;

type CachedFile = { mtime: number; raw: Buffer; br?: Buffer; gzip?: Buffer };
const fileCache = new Map<string, CachedFile>();

/**
 * The file's bytes, compressed for the client the way CloudFront does in AWS (brotli, else
 * gzip) and kept in memory per modification time.
 */
function encodedFile(
  file: string,
  acceptEncoding: string | undefined,
): { body: Buffer; encoding?: string } {
  const mtime = statSync(file).mtimeMs;
  let cached = fileCache.get(file);
  if (!cached || cached.mtime !== mtime) {
    cached = { mtime, raw: readFileSync(file) };
    fileCache.set(file, cached);
  }
  if (!COMPRESSIBLE.test(file) || cached.raw.length < 1024) return { body: cached.raw };
  if (acceptEncoding?.includes('br')) {
    cached.br ??= brotliCompressSync(cached.raw, { params: { [zlib.BROTLI_PARAM_QUALITY]: 9 } });
    return { body: cached.br, encoding: 'br' };
  }
  if (acceptEncoding?.includes('gzip')) {
    cached.gzip ??= gzipSync(cached.raw, { level: 9 });
    return { body: cached.gzip, encoding: 'gzip' };
  }
  return { body: cached.raw };
}

function serveStatic(
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  webRoot: string | undefined,
) {
  if (!webRoot || !existsSync(join(webRoot, 'index.html'))) {
    res.writeHead(503, { 'content-type': 'text/plain; charset=utf-8' });
    res.end('The web app is not built yet: run `npm run build:web`.');
    return;
  }
  let pathname: string;
  try {
    pathname = decodeURIComponent(url.pathname);
  } catch {
    pathname = '/';
  }
  const candidate = normalize(join(webRoot, pathname));
  const inside = candidate.startsWith(resolve(webRoot));
  const file =
    inside && existsSync(candidate) && statSync(candidate).isFile()
      ? candidate
      : join(webRoot, 'index.html');
  const isIndex = file.endsWith('index.html');
  const { body, encoding } = encodedFile(file, req.headers['accept-encoding']);
  res.writeHead(200, {
    ...PAGE_HEADERS,
    'content-type': STATIC_TYPES[extname(file)] ?? 'application/octet-stream',
    'content-length': String(body.length),
    vary: 'accept-encoding',
    ...(encoding ? { 'content-encoding': encoding } : {}),
    'cache-control': isIndex
      ? 'no-cache'
      : file.startsWith(join(webRoot, 'assets'))
        ? 'public, max-age=31536000, immutable'
        : 'public, max-age=3600',
  });
  res.end(req.method === 'HEAD' ? undefined : body);
}

/**
 * The local stand-in for API Gateway + CloudFront: API requests become v2 events for the same
 * handler modules the Lambdas run; other GETs serve the React build (SPA fallback to index.html).
 */
export function createApiServer(routes: CompiledRoute[], webRoot?: string): Server {
  return createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://localhost');
      const method = req.method ?? 'GET';
      const matches = routes
        .map((route) => ({ route, match: route.pattern.exec(url.pathname) }))
        .filter((m): m is { route: CompiledRoute; match: RegExpExecArray } => m.match !== null);
      const found = matches.find(
        (m) =>
          m.route.entry.method === method || (method === 'HEAD' && m.route.entry.method === 'GET'),
      );
      if (!found) {
        req.resume();
        if (matches.length > 0)
          return json(res, 405, {
            error: `Use ${matches.map((m) => m.route.entry.method).join(' or ')} for ${url.pathname}`,
          });
        const apiPath = API_PREFIXES.some((prefix) => url.pathname.startsWith(prefix));
        if ((method === 'GET' || method === 'HEAD') && !apiPath)
          return serveStatic(req, res, url, webRoot);
        return json(res, 404, { error: `Unknown route: ${method} ${url.pathname}` });
      }
      const body = await readBody(req);
      if (body === 'too-large') return json(res, 413, { error: 'The request body is too large' });
      const params: Record<string, string> = {};
      try {
        found.route.names.forEach((name, index) => {
          const value = found.match[index + 1];
          if (value !== undefined) params[name] = decodeURIComponent(value);
        });
      } catch {
        return json(res, 400, { error: 'The request path is not valid' });
      }
      const event = toEvent(req, url, found.route, params, body);
      const result = await found.route.handler(
        event,
        lambdaContext(found.route, event.requestContext.requestId),
      );
      writeResult(res, result);
    })().catch((error: unknown) => {
      // The pipeline maps errors itself; reaching here is a defect of the runtime.
      console.error(
        JSON.stringify({ level: 'error', message: 'local server failure', error: String(error) }),
      );
      if (!res.headersSent) json(res, 500, { error: 'Local server failure' });
      else res.end();
    });
  });
}
