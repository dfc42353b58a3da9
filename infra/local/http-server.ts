import { SANDBOX_PREFIX, type SandboxGateway } from './sandbox-gateway';
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
import { PAGE_CSP } from '@shared/site/page-policy';
import type { RouteEntry } from '../../functions/src/platform/route-spec';
import { routeList } from '../../functions/src/routes';

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
  'content-security-policy': PAGE_CSP,
};

function compile(entry: RouteEntry, handler: LambdaHandler): CompiledRoute {
  const names: string[] = [];
  const source = entry.path
    .split('/')
    .map((part) => {
      const match = part.match(/^\{(\w+)(\+?)\}$/);
      if (!match?.[1]) return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      names.push(match[1]);
      // {name+} is API Gateway's greedy parameter: the rest of the path.
      return match[2] ? '(.+)' : '([^/]+)';
    })
    .join('/');
  return { entry, pattern: new RegExp(`^${source}$`), names, handler };
}

/**
 * Imports every route's handler module (under `functionsSrc`), exactly the modules the Lambdas
 * are built from: the route table's by default.
 */
export async function loadRoutes(
  functionsSrc: string,
  entries: readonly RouteEntry[] = routeList(),
): Promise<CompiledRoute[]> {
  return Promise.all(
    entries.map(async (entry) => {
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

/**
 * A function's time limit here: AWS's 10 s, unless LOCAL_FUNCTION_TIMEOUT_SECONDS says more. The
 * test suites say more: every suite at once against one process on two busy cores is no Lambda,
 * and a sign-in (scrypt at N=2^17) waiting its turn must not become a 500 there.
 */
function timeLimitMs(): number {
  const seconds = Number(process.env.LOCAL_FUNCTION_TIMEOUT_SECONDS);
  return (Number.isFinite(seconds) && seconds > 0 ? seconds : 10) * 1000;
}

function lambdaContext(route: CompiledRoute, requestId: string): Context {
  const deadline = Date.now() + timeLimitMs();
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

function writeResult(
  req: IncomingMessage,
  res: ServerResponse,
  result: APIGatewayProxyStructuredResultV2,
) {
  const headers: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(result.headers ?? {})) headers[name] = String(value);
  if (result.cookies?.length) headers['set-cookie'] = result.cookies;
  let body: Buffer = result.isBase64Encoded
    ? Buffer.from(result.body ?? '', 'base64')
    : Buffer.from(result.body ?? '');
  // Page documents are compressed, as CloudFront compresses them in AWS: at a CDN's on-the-fly
  // quality. Brotli's default (11, the slowest) took about 100 ms of CPU for each 75 KB public
  // page, most of the browser suite's runtime time in compression.
  const accepts = req.headers['accept-encoding'] ?? '';
  if (
    String(headers['content-type'] ?? '').startsWith('text/html') &&
    body.length > 1024 &&
    /\bbr\b/.test(accepts)
  ) {
    body = brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: DOCUMENT_QUALITY } });
    headers['content-encoding'] = 'br';
  }
  headers['content-length'] = String(body.length);
  res.writeHead(result.statusCode ?? 200, headers);
  res.end(req.method === 'HEAD' ? undefined : body);
}

/** Brotli quality for page documents, made per request (static files are kept compressed). */
const DOCUMENT_QUALITY = 5;

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

/** A file of the React build, when the path names one (index.html excepted: pages are documents). */
function staticFile(url: URL, webRoot: string | undefined): string | undefined {
  if (!webRoot) return undefined;
  let pathname: string;
  try {
    pathname = decodeURIComponent(url.pathname);
  } catch {
    return undefined;
  }
  const candidate = normalize(join(webRoot, pathname));
  if (!candidate.startsWith(resolve(webRoot) + '/') || candidate.endsWith('/index.html'))
    return undefined;
  return existsSync(candidate) && statSync(candidate).isFile() ? candidate : undefined;
}

function serveFile(req: IncomingMessage, res: ServerResponse, file: string, webRoot: string) {
  const { body, encoding } = encodedFile(file, req.headers['accept-encoding']);
  res.writeHead(200, {
    ...PAGE_HEADERS,
    'content-type': STATIC_TYPES[extname(file)] ?? 'application/octet-stream',
    'content-length': String(body.length),
    vary: 'accept-encoding',
    ...(encoding ? { 'content-encoding': encoding } : {}),
    'cache-control': file.startsWith(join(webRoot, 'assets'))
      ? 'public, max-age=31536000, immutable'
      : 'public, max-age=3600',
  });
  res.end(req.method === 'HEAD' ? undefined : body);
}

/**
 * The local stand-in for API Gateway + CloudFront: API requests become v2 events for the same
 * handler modules the Lambdas run; other GETs serve the React build (SPA fallback to index.html).
 */
export function createApiServer(
  routes: CompiledRoute[],
  webRoot?: string,
  sandbox?: SandboxGateway,
): Server {
  return createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://localhost');
      const method = req.method ?? 'GET';
      // The sandbox card gateway stands in for the provider's own site.
      if (sandbox && url.pathname.startsWith(SANDBOX_PREFIX))
        if (await sandbox.handle(req, res, url.pathname)) return;
      const reads = method === 'GET' || method === 'HEAD';
      // As CloudFront: files of the build first, then API routes, then the page documents.
      const file = reads ? staticFile(url, webRoot) : undefined;
      if (file && webRoot) {
        req.resume();
        return serveFile(req, res, file, webRoot);
      }
      const matches = routes
        .map((route) => ({ route, match: route.pattern.exec(url.pathname) }))
        .filter((m): m is { route: CompiledRoute; match: RegExpExecArray } => m.match !== null);
      const allows = (m: { route: CompiledRoute }) =>
        m.route.entry.method === method || (method === 'HEAD' && m.route.entry.method === 'GET');
      const apiMatches = matches.filter((m) => !('document' in m.route.entry));
      // A path the API knows is the API's (405 for another method); only other paths are pages.
      // Among page routes an exact path (/sitemap.xml) wins over the greedy {page+}, as in
      // API Gateway.
      const pages = matches
        .filter((m) => 'document' in m.route.entry && allows(m))
        .sort((a, b) => a.route.names.length - b.route.names.length);
      const found = apiMatches.find(allows) ?? (apiMatches.length === 0 ? pages[0] : undefined);
      if (!found) {
        req.resume();
        if (apiMatches.length > 0) {
          return json(res, 405, {
            error: `Use ${apiMatches.map((m) => m.route.entry.method).join(' or ')} for ${url.pathname}`,
          });
        }
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
      // As CloudFront's document headers policy: the security headers on every page document
      // (the back office's too), the document's own nonce policy kept.
      if ('document' in found.route.entry) {
        result.headers = { ...PAGE_HEADERS, ...result.headers };
      }
      writeResult(req, res, result);
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
